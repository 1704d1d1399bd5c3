/** A person as the copies hold one (the applicant, the tenant). */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

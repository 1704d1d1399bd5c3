/** A person as the copies hold one (the applicant, the tenant). */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export const personFields = { firstName: String, lastName: String, email: String };
export const addressFields = { line1: String, locality: String, city: String, state: String, pinCode: String };

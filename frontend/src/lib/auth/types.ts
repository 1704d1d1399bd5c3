export type Role = 'tenant' | 'landlord' | 'property_manager';

/** The signed-in user, as `/trio/auth/me` and the sign-in calls answer it. `_id` is the spec's mongoUserId. */
export interface SessionUser {
  _id: string;
  uid: string;
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isEmailUser: boolean;
}

export interface SessionAnswer {
  user: SessionUser;
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: 'female' | 'male' | 'other';
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** An Indian mobile number (10 digits, optionally +91 / 0); the server stores it as +91XXXXXXXXXX. */
  phone?: string;
  /** The postal address as one line of text (at most 300 characters). */
  address?: string;
}

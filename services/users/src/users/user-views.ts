import type { UserProfile } from '@trio/contracts/events/users';
import type { UserDocument } from './user.schema';

/** What `/trio/auth/me` answers. */
export interface MeView {
  _id: string;
  uid: string;
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  role: UserDocument['role'];
  isEmailUser: boolean;
}

/** A user's own record, as the owner sees it (the only audience of date of birth and phone). Never secrets. */
export interface SelfView extends MeView {
  middleName: string | null;
  gender: UserDocument['gender'] | null;
  dateOfBirth: string | null;
  phone: string | null;
  address: string | null;
  properties: string[];
  createdAt: string;
}

type StoredUser = Pick<
  UserDocument,
  | '_id'
  | 'uid'
  | 'email'
  | 'displayName'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'phone'
  | 'address'
  | 'role'
  | 'signInMethods'
  | 'properties'
  | 'createdAt'
>;

export function meView(user: StoredUser): MeView {
  return {
    _id: user._id,
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    isEmailUser: user.signInMethods.includes('password'),
  };
}

export function selfView(user: StoredUser): SelfView {
  return {
    ...meView(user),
    middleName: user.middleName ?? null,
    gender: user.gender ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    phone: user.phone ?? null,
    address: user.address ?? null,
    properties: [...user.properties],
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The public profile other services may hold (users.user events). */
export function profileOf(user: StoredUser): UserProfile {
  return {
    userId: user._id,
    uid: user.uid,
    email: user.email,
    ...(user.firstName ? { firstName: user.firstName } : {}),
    ...(user.lastName ? { lastName: user.lastName } : {}),
    displayName: user.displayName,
    role: user.role,
  };
}

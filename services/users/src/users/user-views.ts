import type { UserProfile } from '@trio/contracts/events/users';
import type { Me, OwnUser } from '@trio/contracts/http/users';
import type { UserDocument } from './user.schema';

/** What `/trio/auth/me` answers (its route definition's answer). */
export type MeView = Me;

/** A user's own record, as the owner sees it (the only audience of date of birth and phone). Never secrets. */
export type SelfView = OwnUser;

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
  | 'language'
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
    language: user.language ?? null,
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
    ...(user.language ? { language: user.language } : {}),
  };
}

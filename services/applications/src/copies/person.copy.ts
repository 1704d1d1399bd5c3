import { userRegistered, userUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** This service's copy of users' public profiles (users.user events): an applicant's e-mail and names. */
export interface PersonCopy {
  _id: string;
  version: number;
  uid: string;
  email: string;
  displayName: string;
  firstName?: string | null;
  lastName?: string | null;
}

export const personCopy = defineCopy<PersonCopy>({
  name: 'Person',
  collection: 'people',
  fields: {
    uid: { type: String, required: true },
    email: { type: String, required: true },
    displayName: { type: String, required: true },
    firstName: String,
    lastName: String,
  },
  from: [
    upsertFrom([userRegistered, userUpdated], (profile) => ({
      id: profile.userId,
      fields: {
        uid: profile.uid,
        email: profile.email,
        displayName: profile.displayName,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
      },
    })),
  ],
});

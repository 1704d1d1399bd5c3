import { userRegistered, userUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** Whom to write (users.user): an e-mail and the names to greet. */
export interface PersonCopy {
  _id: string;
  version: number;
  email: string;
  firstName?: string;
  lastName?: string;
  displayName: string;
}

export const personCopy = defineCopy<PersonCopy>({
  name: 'PersonCopy',
  collection: 'people',
  fields: { email: String, firstName: String, lastName: String, displayName: String },
  from: [
    upsertFrom([userRegistered, userUpdated], (profile) => ({
      id: profile.userId,
      fields: {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        displayName: profile.displayName,
      },
    })),
  ],
});

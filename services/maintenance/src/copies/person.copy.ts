import { userRegistered, userUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** A user's e-mail and uid (the landlord's e-mail for the events; `/user/{uid}` paths), from users.user. */
export interface PersonCopy {
  _id: string;
  version: number;
  uid: string;
  email: string;
}

export const personCopy = defineCopy<PersonCopy>({
  name: 'PersonCopy',
  collection: 'people',
  fields: { uid: String, email: String },
  from: [
    upsertFrom([userRegistered, userUpdated], (profile) => ({
      id: profile.userId,
      fields: { uid: profile.uid, email: profile.email },
    })),
  ],
});

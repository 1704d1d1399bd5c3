import { userRegistered, userUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** This service's copy of users' public profiles (users.user events): the landlord's name on listing requests. */
export interface PersonCopy {
  _id: string;
  version: number;
  email: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
}

export const personCopy = defineCopy<PersonCopy>({
  name: 'Person',
  collection: 'people',
  fields: {
    email: { type: String, required: true },
    displayName: { type: String, required: true },
    firstName: String,
    lastName: String,
  },
  from: [
    upsertFrom([userRegistered, userUpdated], (profile, event) => ({
      id: event.aggregateId,
      fields: {
        email: profile.email,
        displayName: profile.displayName,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
      },
    })),
  ],
});

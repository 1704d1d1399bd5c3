import type { Language } from '@trio/contracts/common';
import { userRegistered, userUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** Whom to write (users.user): an e-mail, the names to greet and the language to write in. */
export interface PersonCopy {
  _id: string;
  version: number;
  email: string;
  /** The e-mail in lower case: how an e-mail about to be sent finds its reader's language. */
  emailLower: string;
  firstName?: string;
  lastName?: string;
  displayName: string;
  /** Absent until the person chose one: they read English. */
  language?: Language;
}

export const personCopy = defineCopy<PersonCopy>({
  name: 'PersonCopy',
  collection: 'people',
  fields: {
    email: String,
    emailLower: { type: String, index: true },
    firstName: String,
    lastName: String,
    displayName: String,
    language: String,
  },
  from: [
    upsertFrom([userRegistered, userUpdated], (profile) => ({
      id: profile.userId,
      fields: {
        email: profile.email,
        emailLower: profile.email.trim().toLowerCase(),
        language: profile.language,
        firstName: profile.firstName,
        lastName: profile.lastName,
        displayName: profile.displayName,
      },
    })),
  ],
});

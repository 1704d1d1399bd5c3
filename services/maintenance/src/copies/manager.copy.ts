import { propertyManagerRegistered, propertyManagerUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** A property-manager record (users.property-manager): a caller is the manager whose record has the caller's e-mail. */
export interface ManagerCopy {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
}

export const managerCopy = defineCopy<ManagerCopy>({
  name: 'ManagerCopy',
  collection: 'managers',
  fields: { email: String, emailLower: { type: String, index: true } },
  from: [
    upsertFrom([propertyManagerRegistered, propertyManagerUpdated], (record) => ({
      id: record.managerId,
      fields: { email: record.email, emailLower: record.email.trim().toLowerCase() },
    })),
  ],
});

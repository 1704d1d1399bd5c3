import { propertyManagerRegistered, propertyManagerUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/**
 * This service's copy of the property-manager records (users.property-manager events): a caller is the manager
 * whose record has the caller's e-mail, and that record's id is what properties name as their manager.
 */
export interface ManagerCopy {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
  name: string;
}

export const managerCopy = defineCopy<ManagerCopy>({
  name: 'Manager',
  collection: 'managers',
  fields: {
    email: { type: String, required: true },
    emailLower: { type: String, required: true, index: true },
    name: { type: String, required: true },
  },
  from: [
    upsertFrom([propertyManagerRegistered, propertyManagerUpdated], (record) => ({
      id: record.managerId,
      fields: { email: record.email, emailLower: record.email.trim().toLowerCase(), name: record.name },
    })),
  ],
});

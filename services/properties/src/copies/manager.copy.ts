import { propertyManagerRegistered, propertyManagerUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/**
 * This service's copy of the property manager records (users.property-manager events): the assignment pool and
 * the manager card of a property.
 */
export interface ManagerCopy {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
  name: string;
  company: string;
  phone?: string;
}

export const managerCopy = defineCopy<ManagerCopy>({
  name: 'Manager',
  collection: 'managers',
  fields: {
    email: { type: String, required: true },
    emailLower: { type: String, required: true, index: true },
    name: { type: String, required: true },
    company: { type: String, required: true },
    phone: String,
  },
  from: [
    upsertFrom([propertyManagerRegistered, propertyManagerUpdated], (record) => ({
      id: record.managerId,
      fields: {
        email: record.email,
        emailLower: record.email.toLowerCase(),
        name: record.name,
        company: record.company,
        phone: record.phone ?? null,
      },
    })),
  ],
});

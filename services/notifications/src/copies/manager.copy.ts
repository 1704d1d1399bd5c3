import { propertyManagerRegistered, propertyManagerUpdated } from '@trio/contracts/events/users';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/** A property manager (users.property-manager): whom to write, who may send reminders. */
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
  name: 'ManagerCopy',
  collection: 'managers',
  fields: { email: String, emailLower: { type: String, index: true }, name: String, company: String, phone: String },
  from: [
    upsertFrom([propertyManagerRegistered, propertyManagerUpdated], (record) => ({
      id: record.managerId,
      fields: {
        email: record.email,
        emailLower: record.email.trim().toLowerCase(),
        name: record.name,
        company: record.company,
        phone: record.phone,
      },
    })),
  ],
});

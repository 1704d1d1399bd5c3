import { Schema } from 'mongoose';

export const MANAGER_MODEL = 'Manager';

/**
 * This service's copy of the property manager records (users.property-manager events): the assignment pool and
 * the manager card of a property.
 */
export interface ManagerDocument {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
  name: string;
  company: string;
  phone?: string;
}

export const managerSchema = new Schema<ManagerDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true, index: true },
    name: { type: String, required: true },
    company: { type: String, required: true },
    phone: String,
  },
  { versionKey: false, collection: 'managers' },
);

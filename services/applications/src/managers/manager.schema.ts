import { Schema } from 'mongoose';

export const MANAGER_MODEL = 'Manager';

/**
 * This service's copy of the property-manager records (users.property-manager events): a caller is the manager
 * whose record has the caller's e-mail, and that record's id is what properties name as their manager.
 */
export interface ManagerDocument {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
  name: string;
}

export const managerSchema = new Schema<ManagerDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true, index: true },
    name: { type: String, required: true },
  },
  { versionKey: false, collection: 'managers' },
);

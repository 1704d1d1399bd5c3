import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const MANAGER_MODEL = 'PropertyManager';

/** A property manager record, created by operations (`npm run ops -- add-manager`) or the demo seed. */
export interface ManagerDocument extends OutboxFields {
  _id: string;
  email: string;
  emailLower: string;
  name: string;
  company: string;
  phone?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const managerSchema = new Schema<ManagerDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    company: { type: String, required: true },
    phone: String,
  },
  { versionKey: false, timestamps: true, collection: 'property_managers' },
);
managerSchema.plugin(withOutbox);

import { Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

/** This service's copy of users' public profiles (users.user events): an applicant's e-mail and names. */
export interface PersonDocument {
  _id: string;
  version: number;
  uid: string;
  email: string;
  displayName: string;
  firstName?: string | null;
  lastName?: string | null;
}

export const personSchema = new Schema<PersonDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    uid: { type: String, required: true },
    email: { type: String, required: true },
    displayName: { type: String, required: true },
    firstName: String,
    lastName: String,
  },
  { versionKey: false, collection: 'people' },
);

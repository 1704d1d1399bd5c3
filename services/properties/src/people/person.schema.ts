import { Schema } from 'mongoose';

export const PERSON_MODEL = 'Person';

/** This service's copy of users' public profiles (users.user events): the landlord's name on listing requests. */
export interface PersonDocument {
  _id: string;
  version: number;
  email: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
}

export const personSchema = new Schema<PersonDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: { type: String, required: true },
    displayName: { type: String, required: true },
    firstName: String,
    lastName: String,
  },
  { versionKey: false, collection: 'people' },
);

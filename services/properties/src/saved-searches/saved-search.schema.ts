import type { SavedSearchFrequencyName } from '@trio/contracts/http/properties';
import { Schema } from 'mongoose';
import type { SearchCriteria } from '../search/search-criteria';

export const SAVED_SEARCH_MODEL = 'SavedSearch';

/**
 * A signed-in user's saved search: the search route's criteria (rents in rupees, as the search takes them), its name
 * and how its owner hears of matches. `slot` (0..19, unique per owner) caps a user's saved searches in one
 * single-document write: a 21st finds no free slot, and two creations racing for the last slot cannot both insert.
 */
export interface SavedSearchDocument {
  _id: string;
  ownerId: string;
  slot: number;
  name: string;
  frequency: SavedSearchFrequencyName;
  paused: boolean;
  criteria: SearchCriteria;
  /** +1 on every change: the external version of its query in the percolator (an older write never lands last). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export const savedSearchSchema = new Schema<SavedSearchDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    slot: { type: Number, required: true },
    name: { type: String, required: true },
    frequency: { type: String, required: true },
    paused: { type: Boolean, required: true, default: false },
    criteria: { type: Schema.Types.Mixed, required: true },
    revision: { type: Number, required: true, default: 1 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'saved_searches', minimize: false },
);
// The owner's list and the cap: one index serves both (its prefix is ownerId).
savedSearchSchema.index({ ownerId: 1, slot: 1 }, { unique: true });
// The active ones, read whole when the percolator is rebuilt.
savedSearchSchema.index({ paused: 1 });

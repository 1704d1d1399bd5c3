import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const SAVED_SEARCH_MATCH_MODEL = 'SavedSearchMatch';

/** `<savedSearchId>:<propertyId>`: one match per (saved search, home), whatever is redelivered. */
export function savedSearchMatchId(savedSearchId: string, propertyId: string): string {
  return `${savedSearchId}:${propertyId}`;
}

/**
 * A home a saved search matched, recorded once (its id is the pair) together with its
 * `properties.saved-search.matched.v1` in the same insert (the outbox fields): a redelivered listing finds the match
 * recorded and publishes nothing. The home's card fields are kept for the profile's "recent matches".
 */
export interface SavedSearchMatchDocument extends OutboxFields {
  _id: string;
  savedSearchId: string;
  ownerId: string;
  propertyId: string;
  name: string;
  rentPaise: number;
  city: string;
  matchedAt: Date;
}

export const savedSearchMatchSchema = new Schema<SavedSearchMatchDocument>(
  {
    _id: { type: String, required: true },
    savedSearchId: { type: String, required: true },
    ownerId: { type: String, required: true },
    propertyId: { type: String, required: true },
    name: { type: String, required: true },
    rentPaise: { type: Number, required: true },
    city: { type: String, required: true },
    matchedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'saved_search_matches' },
);
savedSearchMatchSchema.plugin(withOutbox);
// A saved search's latest matches (the profile), and its matches removed with it.
savedSearchMatchSchema.index({ savedSearchId: 1, matchedAt: -1 });

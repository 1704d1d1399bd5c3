import type { SavedSearchMatchProperty } from '@trio/contracts/events/properties';
import { Schema } from 'mongoose';

export const DIGEST_LINE_MODEL = 'SavedSearchDigestLine';

/** `pending` until its digest's sweep: `sent` (handed to the mail queue in the digest) or `dropped` (the home went). */
export type DigestLineStatus = 'pending' | 'sent' | 'dropped';

/**
 * One home matched by a `daily` saved search, waiting for the saved search's next 08:00 IST digest. Its id is
 * `<savedSearchId>:<propertyId>` and it is written with `$setOnInsert`: the pair is matched once, and a redelivered
 * event finds the line it wrote and changes nothing. It holds all the digest says (the owner, the search's name and
 * unsubscribe token as of the match, the home), so the sweep reads no event again.
 */
export interface DigestLine {
  _id: string;
  savedSearchId: string;
  ownerId: string;
  searchName: string;
  unsubscribeToken: string;
  property: SavedSearchMatchProperty;
  matchedAt: Date;
  /** The 08:00 IST the line goes out at (digest-time.ts). */
  digestAt: Date;
  /** Its day in India (YYYY-MM-DD): with the saved search, the digest's e-mail. */
  digestDay: string;
  status: DigestLineStatus;
  /** When the sweep sent or dropped it. */
  settledAt?: Date;
}

export const digestLineSchema = new Schema<DigestLine>(
  {
    _id: { type: String, required: true },
    savedSearchId: { type: String, required: true },
    ownerId: { type: String, required: true },
    searchName: { type: String, required: true },
    unsubscribeToken: { type: String, required: true },
    property: {
      propertyId: { type: String, required: true },
      name: { type: String, required: true },
      rentPaise: { type: Number, required: true },
      address: { line1: String, locality: String, city: String },
      imageId: { type: String, default: null },
    },
    matchedAt: { type: Date, required: true },
    digestAt: { type: Date, required: true },
    digestDay: { type: String, required: true },
    status: { type: String, required: true },
    settledAt: Date,
  },
  { collection: 'saved_search_digest_lines', versionKey: false },
);
// The sweep's one query: the pending lines whose digest time has come.
digestLineSchema.index({ status: 1, digestAt: 1 });

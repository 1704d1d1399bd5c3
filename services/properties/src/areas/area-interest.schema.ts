import { areaInterestKinds } from '@trio/contracts/http/properties';
import type { Language } from '@trio/contracts/common';
import { Schema } from 'mongoose';

export const AREA_INTEREST_MODEL = 'AreaInterest';
export const AREA_INTEREST_KINDS = areaInterestKinds;
export type AreaInterestKind = (typeof AREA_INTEREST_KINDS)[number];

/**
 * One visitor's interest in an area we do not serve yet (the empty search state's "Get Notified" and "Suggest
 * Areas"). The id is derived from (area, kind, e-mail), so repeating the same request records nothing new.
 */
export interface AreaInterestDocument {
  _id: string;
  area: string;
  areaKey: string;
  kind: AreaInterestKind;
  email?: string;
  /** The language the page was shown in when the e-mail was given: the e-mail about the area is written in it. */
  language?: Language;
  /**
   * The place the area names, as the search resolves its text (`placeNamedBy`); null when it names none. Absent on
   * interests recorded before it was kept: those are resolved when a home is listed (AreasService).
   */
  placeId?: string | null;
  /** When the first home listed in the area was sent to the e-mail ("Get Notified"), and which home. */
  servedAt?: Date;
  servedPropertyId?: string;
  createdAt: Date;
}

export const areaInterestSchema = new Schema<AreaInterestDocument>(
  {
    _id: { type: String, required: true },
    area: { type: String, required: true },
    areaKey: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    email: String,
    language: String,
    placeId: String,
    servedAt: Date,
    servedPropertyId: String,
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'area_interest' },
);
// The interests a listed home serves: those of kind `notify` waiting in the places holding it.
areaInterestSchema.index({ kind: 1, placeId: 1, servedAt: 1 });

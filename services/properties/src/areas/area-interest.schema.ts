import { areaInterestKinds } from '@trio/contracts/http/properties';
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
  createdAt: Date;
}

export const areaInterestSchema = new Schema<AreaInterestDocument>(
  {
    _id: { type: String, required: true },
    area: { type: String, required: true },
    areaKey: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    email: String,
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'area_interest' },
);

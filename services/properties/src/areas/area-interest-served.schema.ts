import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const AREA_INTEREST_SERVED_MODEL = 'AreaInterestServed';

/**
 * An interest served: its id is the interest's, so an interest is served once whatever is redelivered, and its
 * `properties.area-interest.served.v1` is in the same insert (the outbox fields). The interest is marked served after
 * it; a crash in between leaves this record, which the next home listed in the area finds (and marks the interest).
 */
export interface AreaInterestServedDocument extends OutboxFields {
  _id: string;
  propertyId: string;
  servedAt: Date;
}

export const areaInterestServedSchema = new Schema<AreaInterestServedDocument>(
  {
    _id: { type: String, required: true },
    propertyId: { type: String, required: true },
    servedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'area_interest_served' },
);
areaInterestServedSchema.plugin(withOutbox);

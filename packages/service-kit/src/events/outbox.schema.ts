import { Schema } from 'mongoose';

/**
 * The transactional outbox without transactions: an aggregate document carries its own pending events,
 * so the state change and the events it produces are one single-document write (FerretDB has no
 * multi-document transactions). The relay publishes `outbox` entries in order and then removes them.
 */
export interface OutboxEntry {
  eventId: string;
  type: string;
  topic: string;
  /** Kafka message key: the aggregate id, so one aggregate's events stay in one partition, in order. */
  key: string;
  /** The whole envelope as JSON text (event data may hold keys MongoDB would not store as field names). */
  payload: string;
  correlationId: string;
  causationId?: string;
  recordedAt: Date;
  /** Failed attempts to publish this entry (absent until the first failure: the happy path writes nothing more). */
  attempts?: number;
  /** Why the last attempt failed, shortened. */
  lastError?: string;
}

export interface OutboxFields {
  /** Number of events the aggregate has produced; the last event's aggregateVersion. */
  version: number;
  outbox: OutboxEntry[];
  /** outbox.length, kept as a number so the sweep can find pending documents with a plain index. */
  outboxPending: number;
  /** A relay publishing this document's outbox holds it until then (a lease, so a crash frees it). */
  outboxClaimUntil?: Date | null;
  outboxClaimBy?: string | null;
}

const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    eventId: { type: String, required: true },
    type: { type: String, required: true },
    topic: { type: String, required: true },
    key: { type: String, required: true },
    payload: { type: String, required: true },
    correlationId: { type: String, required: true },
    causationId: { type: String },
    recordedAt: { type: Date, required: true },
    attempts: { type: Number },
    lastError: { type: String },
  },
  { _id: false },
);

/** Adds the outbox fields to an aggregate's schema (a mongoose plugin). */
export function withOutbox(schema: Schema): void {
  schema.add({
    version: { type: Number, required: true, default: 0 },
    outbox: { type: [outboxEntrySchema], default: [] },
    outboxPending: { type: Number, required: true, default: 0 },
    outboxClaimUntil: { type: Date, default: null },
    outboxClaimBy: { type: String, default: null },
  });
  schema.index({ outboxPending: 1 });
}

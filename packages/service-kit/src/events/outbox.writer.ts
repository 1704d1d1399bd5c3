import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventDefinition, EventEnvelope } from '@trio/contracts/envelope';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { currentContext, newCorrelationId } from '../context';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import type { OutboxEntry, OutboxFields } from './outbox.schema';
import { OutboxRelay, type ClaimedOutbox } from './outbox.relay';

/** An event to record with a write: which event, and its data (checked against the event's schema). */
export interface EventDraft {
  definition: EventDefinition;
  data: unknown;
}

export function draft<D extends EventDefinition>(definition: D, data: z.input<D['data']>): EventDraft {
  return { definition, data };
}

/** The write lost a race: the aggregate changed since it was read. Maps to 409 CONFLICT. */
export class ConcurrentWriteError extends Error {
  readonly code = 'CONFLICT';
  constructor(
    readonly aggregateId: string,
    readonly expectedVersion: number,
  ) {
    super(`aggregate ${aggregateId} is no longer at version ${expectedVersion}`);
  }
}

type AggregateModel = Model<OutboxFields & { _id: string }>;

/**
 * Records state changes together with their events in one document write, then asks the relay to
 * publish right away. Request handlers use this; nothing else in a request touches Kafka.
 */
@Injectable()
export class OutboxWriter {
  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
  ) {}

  /** Inserts a new aggregate whose first events are `drafts` (versions 1..n). */
  async create<T extends object>(model: Model<T>, doc: T & { _id: string }, drafts: EventDraft[]): Promise<number> {
    const entries = this.entries(doc._id, 0, drafts);
    const claim = this.relay.claimFields();
    await model.create({ ...doc, ...claim, version: entries.length, outbox: entries, outboxPending: entries.length });
    this.relay.watch(model as unknown as AggregateModel);
    if (claim)
      this.relay.publishClaimed(model as unknown as AggregateModel, {
        _id: doc._id,
        version: entries.length,
        outbox: entries,
      });
    return entries.length;
  }

  /**
   * Applies `update` to the aggregate if it is still at `expectedVersion`, appending `drafts` as its next
   * events. Throws ConcurrentWriteError when another write got there first. Returns the new version.
   */
  async update<T extends object>(
    model: Model<T>,
    aggregateId: string,
    expectedVersion: number,
    update: { $set?: Record<string, unknown>; $unset?: Record<string, ''> },
    drafts: EventDraft[],
  ): Promise<number> {
    const aggregates = model as unknown as AggregateModel;
    const entries = this.entries(aggregateId, expectedVersion, drafts);
    const change = {
      ...update,
      $inc: { version: entries.length, outboxPending: entries.length },
      $push: { outbox: { $each: entries } },
    };
    this.relay.watch(aggregates);
    // Usually the write also claims the document for this process's relay, which then publishes what
    // the write returned; when another relay holds it, the write goes in unclaimed and that relay
    // (or the sweep) publishes it.
    const claim = this.relay.claimFields();
    if (claim) {
      const claimed = await aggregates
        .findOneAndUpdate(
          { _id: aggregateId, version: expectedVersion, ...this.relay.claimableFilter() },
          { ...change, $set: { ...update.$set, ...claim } },
          { new: true },
        )
        .lean<ClaimedOutbox>();
      if (claimed) {
        this.relay.publishClaimed(aggregates, claimed);
        return expectedVersion + entries.length;
      }
    }
    const result = await aggregates.updateOne({ _id: aggregateId, version: expectedVersion }, change);
    if (result.matchedCount === 0) throw new ConcurrentWriteError(aggregateId, expectedVersion);
    this.relay.kick(aggregates, aggregateId);
    return expectedVersion + entries.length;
  }

  private entries(aggregateId: string, fromVersion: number, drafts: EventDraft[]): OutboxEntry[] {
    const context = currentContext();
    const correlationId = context?.correlationId ?? newCorrelationId();
    const occurredAt = new Date();
    return drafts.map(({ definition, data }, i) => {
      const envelope: EventEnvelope = {
        id: randomUUID(),
        type: definition.type,
        source: this.options.service,
        occurredAt: occurredAt.toISOString(),
        aggregateId,
        aggregateVersion: fromVersion + i + 1,
        correlationId,
        ...(context?.causationId ? { causationId: context.causationId } : {}),
        data,
      };
      // A producer never publishes an event its own contract rejects: a bug shows here, at the write.
      const checked = definition.envelope.parse(envelope);
      return {
        eventId: checked.id,
        type: checked.type,
        topic: (this.options.topicPrefix ?? '') + definition.topic,
        key: aggregateId,
        payload: JSON.stringify(checked),
        correlationId,
        ...(context?.causationId ? { causationId: context.causationId } : {}),
        recordedAt: occurredAt,
      };
    });
  }
}

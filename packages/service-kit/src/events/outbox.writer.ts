import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventDefinition, EventEnvelope } from '@trio/contracts/envelope';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { currentContext, newCorrelationId } from '../context';
import { bulkWriteSettled } from '../mongo/bulk-write';
import type { Settled } from '../mongo/coalescer';
import { isDuplicateKeyError } from '../mongo/duplicate-key';
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
 * One aggregate's write for {@link OutboxWriter.writeMany}: a new aggregate (`create`, the whole document as
 * `create()` takes it) or a change to one at `expectedVersion` (`update`, as `update()` takes it), with its events.
 */
export type AggregateWrite =
  | { create: Record<string, unknown> & { _id: string }; drafts: EventDraft[] }
  | {
      update: { $set?: Record<string, unknown>; $unset?: Record<string, ''> };
      aggregateId: string;
      expectedVersion: number;
      drafts: EventDraft[];
    };

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

  /**
   * Inserts a new aggregate whose first events are `drafts` (versions 1..n).
   *
   * `options.about`: the events are another aggregate's, recorded with a document of their own so that the document's
   * unique `_id` lets them happen once (a saved search's match of one home): their envelopes (and Kafka key) name
   * `about.aggregateId`, from `about.version` on. The caller took that version from the aggregate.
   */
  async create<T extends object>(
    model: Model<T>,
    doc: T & { _id: string },
    drafts: EventDraft[],
    options: { about?: { aggregateId: string; version: number } } = {},
  ): Promise<number> {
    const entries = options.about
      ? this.entries(options.about.aggregateId, options.about.version - 1, drafts)
      : this.entries(doc._id, 0, drafts);
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

  /**
   * Many aggregates' writes in one unordered bulk write (a turn of the write gate for all of them instead of one
   * each), each with its events as `create()` and `update()` record them. Outcome per write, in order: the new
   * version, or the error of that write alone (ConcurrentWriteError when it lost a race: the document already
   * existed, or is no longer at `expectedVersion`); callers typically redo those one by one from a fresh read.
   *
   * The writes claim their documents for this relay, which publishes what they recorded. A bulk write tells only
   * how many updates matched, so when some did not, each update's document is read back: it was written when it
   * holds the write's first event (nobody else may remove it while this relay holds the claim). A create must
   * give every field of the document (it is written as given, without the schema's defaults).
   */
  async writeMany<T extends object>(model: Model<T>, writes: AggregateWrite[]): Promise<Settled<number>[]> {
    const aggregates = model as unknown as AggregateModel;
    const claim = this.relay.claimFields();
    if (!claim) return this.writeOneByOne(model, writes); // a stopped relay: nothing to hand over
    this.relay.watch(aggregates);
    const planned = writes.map((write) => {
      const aggregateId = 'create' in write ? write.create._id : write.aggregateId;
      const fromVersion = 'create' in write ? 0 : write.expectedVersion;
      return { write, aggregateId, entries: this.entries(aggregateId, fromVersion, write.drafts) };
    });
    const operations = planned.map(({ write, entries }) => {
      if ('create' in write) {
        const document = {
          ...write.create,
          ...claim,
          version: entries.length,
          outbox: entries,
          outboxPending: entries.length,
        };
        return { insertOne: { document } };
      }
      return {
        updateOne: {
          filter: { _id: write.aggregateId, version: write.expectedVersion, ...this.relay.claimableFilter() },
          update: {
            ...write.update,
            $set: { ...write.update.$set, ...claim },
            $inc: { version: entries.length, outboxPending: entries.length },
            $push: { outbox: { $each: entries } },
          },
        },
      };
    });
    const { outcomes, matchedCount } = await bulkWriteSettled(aggregates.collection, operations as never);
    const updates = planned.filter(({ write }, i) => !('create' in write) && outcomes[i]!.ok);
    const allUpdatesMatched = matchedCount === updates.length;
    return Promise.all(
      planned.map(async ({ write, aggregateId, entries }, i): Promise<Settled<number>> => {
        const outcome = outcomes[i]!;
        const fromVersion = 'create' in write ? 0 : write.expectedVersion;
        const conflict = { ok: false as const, error: new ConcurrentWriteError(aggregateId, fromVersion) };
        if (!outcome.ok) return isDuplicateKeyError(outcome.error) ? conflict : outcome;
        const version = fromVersion + entries.length;
        if ('create' in write) {
          this.relay.publishClaimed(aggregates, { _id: aggregateId, version, outbox: entries });
          return { ok: true, value: version };
        }
        // The document as claimed: what it held before, which this write may not have seen, and these events.
        const stored = await aggregates
          .findById(aggregateId, { version: 1, outbox: 1, outboxClaimBy: 1 })
          .lean<ClaimedOutbox & Pick<OutboxFields, 'outboxClaimBy'>>();
        const written =
          allUpdatesMatched || (stored?.outbox?.some((entry) => entry.eventId === entries[0]?.eventId) ?? false);
        if (!written) return conflict;
        if (stored && stored.outboxClaimBy === claim.outboxClaimBy) this.relay.publishClaimed(aggregates, stored);
        else this.relay.kick(aggregates, aggregateId);
        return { ok: true, value: version };
      }),
    );
  }

  private async writeOneByOne<T extends object>(model: Model<T>, writes: AggregateWrite[]): Promise<Settled<number>[]> {
    const outcomes: Settled<number>[] = [];
    for (const write of writes) {
      try {
        const version =
          'create' in write
            ? await this.create(model, write.create as T & { _id: string }, write.drafts)
            : await this.update(model, write.aggregateId, write.expectedVersion, write.update, write.drafts);
        outcomes.push({ ok: true, value: version });
      } catch (error) {
        const aggregateId = 'create' in write ? write.create._id : write.aggregateId;
        outcomes.push({
          ok: false,
          error: isDuplicateKeyError(error) ? new ConcurrentWriteError(aggregateId, 0) : error,
        });
      }
    }
    return outcomes;
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

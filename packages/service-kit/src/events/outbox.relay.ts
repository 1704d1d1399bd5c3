import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Kafka, Message, Producer } from 'kafkajs';
import type { Model } from 'mongoose';
import { KAFKA_CAUSATION_HEADER, KAFKA_CORRELATION_HEADER } from '../context';
import { EVENTS_KAFKA, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import type { OutboxEntry, OutboxFields } from './outbox.schema';

type AggregateModel = Model<OutboxFields & { _id: string }>;

export const EVENT_ID_HEADER = 'x-event-id';
export const EVENT_TYPE_HEADER = 'x-event-type';

/** The Kafka message for an outbox entry: keyed by aggregate id, with the ids a consumer needs in headers. */
export function outboxMessage(entry: OutboxEntry): Message {
  return {
    key: entry.key,
    value: entry.payload,
    headers: {
      [EVENT_ID_HEADER]: entry.eventId,
      [EVENT_TYPE_HEADER]: entry.type,
      [KAFKA_CORRELATION_HEADER]: entry.correlationId,
      ...(entry.causationId ? { [KAFKA_CAUSATION_HEADER]: entry.causationId } : {}),
      'content-type': 'application/json',
    },
  };
}

/**
 * Publishes outbox entries: right after each write (`kick`), and by a periodic sweep for whatever a
 * crash or a Kafka outage left behind. A relay first claims a document (a lease in the document
 * itself), so the kick and the sweep, or two replicas, never publish the same entries twice on the
 * happy path. Entries are removed after Kafka acknowledged them; a crash between the two re-publishes
 * them later (at-least-once), and consumers are idempotent by event id and aggregate version.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly relayId = randomUUID();
  private readonly models = new Set<AggregateModel>();
  private producer?: Producer;
  private connecting?: Promise<Producer>;
  private sweepTimer?: NodeJS.Timeout;
  private running = true;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(EVENTS_KAFKA) private readonly kafka: Kafka,
  ) {}

  /** Makes the sweep look at this model's documents (call it for every aggregate with an outbox). */
  watch(model: AggregateModel): void {
    this.models.add(model);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.startSweeping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    await this.producer?.disconnect();
    this.producer = undefined;
  }

  /** Publish this document's pending events now, without making the caller wait. */
  kick(model: AggregateModel, aggregateId: string): void {
    if (!this.running) return;
    this.track(
      this.publishDocument(model, aggregateId).catch((err: Error) =>
        this.logger.warn(`publishing ${aggregateId} failed, the sweep will retry: ${err.message}`),
      ),
    );
  }

  /** Stops publishing (kicks are ignored, no sweeps) and waits for what is under way. Simulates a crash in tests. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Resumes after `stop()`, sweeping at once. */
  startSweeping(): void {
    this.running = true;
    if (this.sweepTimer) return;
    const interval = this.options.sweepIntervalMs ?? 5_000;
    this.sweepTimer = setInterval(
      () => this.track(this.sweep().catch((err: Error) => this.sweepFailed(err))),
      interval,
    );
    this.sweepTimer.unref();
    this.track(this.sweep().catch((err: Error) => this.sweepFailed(err)));
  }

  /** Publishes every document's pending events that no live relay holds. Returns how many were published. */
  async sweep(): Promise<number> {
    let published = 0;
    for (const model of this.models) {
      const pending = await model
        .find({ outboxPending: { $gt: 0 }, ...this.claimFree() }, { _id: 1 })
        .limit(100)
        .lean();
      for (const doc of pending) {
        if (!this.running) return published;
        published += await this.publishDocument(model, String(doc._id));
      }
    }
    return published;
  }

  /** Claims one document, publishes its outbox in order, removes what Kafka acknowledged, releases it. */
  async publishDocument(model: AggregateModel, aggregateId: string): Promise<number> {
    let published = 0;
    for (;;) {
      if (!this.running) return published;
      const now = Date.now();
      const claimed = await model
        .findOneAndUpdate(
          { _id: aggregateId, outboxPending: { $gt: 0 }, ...this.claimFree(now) },
          {
            $set: {
              outboxClaimUntil: new Date(now + (this.options.claimLeaseMs ?? 30_000)),
              outboxClaimBy: this.relayId,
            },
          },
          { new: true },
        )
        .lean();
      if (!claimed) return published;
      const entries = claimed.outbox;
      try {
        await this.send(entries);
      } catch (err) {
        await this.release(model, aggregateId);
        throw err;
      }
      const remaining = await this.removePublished(model, claimed, new Set(entries.map((e) => e.eventId)));
      published += entries.length;
      // Events recorded while we held the claim were not published by their own kick: go round again.
      if (remaining === 0) return published;
    }
  }

  private async send(entries: OutboxEntry[]): Promise<void> {
    const producer = await this.connectedProducer();
    // Consecutive entries for the same topic go in one request; order is kept.
    let i = 0;
    while (i < entries.length) {
      const topic = entries[i]!.topic;
      const batch: OutboxEntry[] = [];
      while (i < entries.length && entries[i]!.topic === topic) batch.push(entries[i++]!);
      await producer.send({ topic, acks: -1, messages: batch.map(outboxMessage) });
    }
  }

  /**
   * Removes published entries. FerretDB ignores `$pull` with a condition on array subdocuments, so this
   * rewrites the array with what is left, guarded by the version: a concurrent write that appended
   * events bumped it, and we simply read again.
   */
  private async removePublished(
    model: AggregateModel,
    claimed: Pick<OutboxFields, 'version' | 'outbox'> & { _id: string },
    published: Set<string>,
  ): Promise<number> {
    // First try with what the claim returned; re-read only when a write appended events meanwhile.
    let doc: Pick<OutboxFields, 'version' | 'outbox'> | null = claimed;
    for (let attempt = 0; attempt < 20 && doc; attempt++) {
      const remaining = doc.outbox.filter((e) => !published.has(e.eventId));
      const result = await model.updateOne(
        { _id: claimed._id, version: doc.version, outboxClaimBy: this.relayId },
        { $set: { outbox: remaining, outboxPending: remaining.length, outboxClaimUntil: null, outboxClaimBy: null } },
      );
      if (result.matchedCount === 1) return remaining.length;
      doc = await model.findById(claimed._id, { version: 1, outbox: 1 }).lean();
    }
    if (!doc) return 0;
    throw new Error(`could not remove published events from ${claimed._id}: it keeps changing`);
  }

  private async release(model: AggregateModel, aggregateId: string): Promise<void> {
    await model
      .updateOne(
        { _id: aggregateId, outboxClaimBy: this.relayId },
        { $set: { outboxClaimUntil: null, outboxClaimBy: null } },
      )
      .catch(() => undefined);
  }

  private claimFree(now = Date.now()) {
    return { $or: [{ outboxClaimUntil: null }, { outboxClaimUntil: { $lt: new Date(now) } }] };
  }

  private async connectedProducer(): Promise<Producer> {
    if (this.producer) return this.producer;
    this.connecting ??= (async () => {
      // Idempotent producer with one request in flight: retries never reorder or duplicate within a partition.
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      await producer.connect();
      this.producer = producer;
      return producer;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private sweepFailed(err: Error): void {
    this.logger.warn(`outbox sweep failed, will try again: ${err.message}`);
  }
}

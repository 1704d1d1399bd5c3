import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Kafka, Message, Producer } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import type { Logger as PinoLogger } from 'pino';
import { bulkWriteSettled } from '../mongo/bulk-write';
import { Coalescer } from '../mongo/coalescer';
import { KAFKA_CAUSATION_HEADER, KAFKA_CORRELATION_HEADER } from '../context';
import { LOGGER } from '../logging/tokens';
import { type AppMetrics } from '../metrics/app-metrics';
import { APP_METRICS } from '../metrics/metrics.module';
import { settleWithin } from '../shutdown/settle-within';
import { EVENTS_KAFKA, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import {
  describeAge,
  failedAttemptUpdate,
  oldestOf,
  pendingEntry,
  shortError,
  STUCK_AFTER_ATTEMPTS,
  worthLogging,
  type OutboxBacklog,
  type PendingEntry,
} from './outbox.backlog';
import type { OutboxEntry, OutboxFields } from './outbox.schema';

type AggregateModel = Model<OutboxFields & { _id: string }>;

/** Removes published entries and releases the claim, if the document is still at the version they were read at. */
interface OutboxRemoval {
  filter: { _id: string; version: number; outboxClaimBy: string };
  update: { $set: Pick<OutboxFields, 'outbox' | 'outboxPending' | 'outboxClaimUntil' | 'outboxClaimBy'> };
}

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

/** What a claiming write returns: the aggregate's version and every entry still waiting to be published. */
export type ClaimedOutbox = Pick<OutboxFields, 'version' | 'outbox'> & { _id: string };

/** Kafka did not take a document's entries; the attempt is counted on them (`entry` is the first, counted). */
export class OutboxPublishError extends Error {
  override readonly name = 'OutboxPublishError';
  constructor(
    readonly entry: PendingEntry,
    override readonly cause: unknown,
  ) {
    super(`publishing ${entry.type} ${entry.eventId} of ${entry.aggregateId} failed: ${entry.lastError ?? ''}`);
  }
}

/** What waits in one collection's outboxes (the metrics' view). */
export interface OutboxBacklogByCollection {
  collection: string;
  entries: number;
  oldestAgeSeconds: number;
}

/** After a sweep, wait at least this many times as long as it took before the next one. */
const SWEEP_PAUSE_FACTOR = 10;

/**
 * How long the app's shutdown waits for the publishing under way, and then for the producer to disconnect. With Kafka
 * gone a send retries for seconds; what it did not publish stays in its outbox for the next sweep (another replica's,
 * or this service's next process once the claim's lease ends).
 */
const SHUTDOWN_WAIT_MS = 3_000;

/**
 * Publishes outbox entries: right after each write (`kick`), and by a periodic sweep for whatever a
 * crash or a Kafka outage left behind. A relay publishes a document only while it holds the document's
 * claim (a lease in the document itself), so the kick and the sweep, or two replicas, never publish the
 * same entries twice on the happy path. The writer takes the claim in the write itself (`claimFields`)
 * and hands over what it wrote (`publishClaimed`), so the happy path costs two writes per event: the
 * write and the removal; removals that wait for one another go to the database as one bulk write. Within one process a document is published by one task at a time; a write
 * that lands meanwhile makes that task go round again. Entries are removed after Kafka acknowledged
 * them; a crash between the two re-publishes them later (at-least-once), and consumers are idempotent
 * by event id and aggregate version.
 *
 * When Kafka refuses a document's entries, the same write that releases the claim counts the attempt on
 * each entry and keeps the error (`attempts`, `lastError`). The sweep goes past a document that fails and
 * records what it left pending (`backlog()`: the oldest entry, its age, attempts and error), which the
 * readiness report shows; the logs name a failing entry on its 1st, 2nd, 4th, 8th... attempt.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  /** The app's pino logger when it has one (a failure under a request logs with its correlation id), else Nest's. */
  private readonly logger: Pick<Logger, 'warn' | 'error'>;
  private readonly relayId = randomUUID();
  private readonly models = new Set<AggregateModel>();
  /** Documents being published by this relay (by collection/id), and whether a write landed since the task read them. */
  private readonly publishing = new Map<string, { again: boolean }>();
  /** Removals of published entries waiting for the next bulk write, per collection. */
  private readonly removals = new Map<AggregateModel, Coalescer<OutboxRemoval, boolean>>();
  private readonly sendQueue: { entries: OutboxEntry[]; resolve: () => void; reject: (err: Error) => void }[] = [];
  private sending = false;
  private producer?: Producer;
  private connecting?: Promise<Producer>;
  private sweepTimer?: NodeJS.Timeout;
  /** Bumped by stop(), so a sweep still running then does not schedule another after a restart's own. */
  private sweepRound = 0;
  private running = true;
  private readonly inFlight = new Set<Promise<unknown>>();
  private lastBacklog?: OutboxBacklog;

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(EVENTS_KAFKA) private readonly kafka: Kafka,
    @Optional() @Inject(APP_METRICS) metrics?: AppMetrics,
    @Optional() @Inject(LOGGER) pino?: PinoLogger,
    /** The app's database: at start-up the sweep watches every model with an outbox in it. */
    @Optional() @Inject(getConnectionToken()) private readonly connection?: Connection,
  ) {
    const child = pino?.child({ context: OutboxRelay.name });
    this.logger = child
      ? { warn: (message: string) => child.warn(message), error: (message: string) => child.error(message) }
      : new Logger(OutboxRelay.name);
    if (!metrics) return;
    // One look at the outboxes serves both gauges of a scrape: the first gauge (collected first, or alongside the
    // second) takes a fresh look, the second uses it.
    let look: { at: number; backlog: Promise<OutboxBacklogByCollection[]> } | undefined;
    const fresh = () => {
      look = { at: Date.now(), backlog: this.pendingByCollection() };
      return look.backlog;
    };
    metrics.gauge({
      name: 'outbox_pending_events',
      help: 'Events written to an outbox and not yet published to Kafka, by collection.',
      labelNames: ['collection'] as const,
      collect: async () => (await fresh()).map((b) => ({ labels: { collection: b.collection }, value: b.entries })),
    });
    metrics.gauge({
      name: 'outbox_oldest_pending_seconds',
      help: 'Age of the oldest event still waiting in an outbox, by collection (0 when none waits).',
      labelNames: ['collection'] as const,
      collect: async () =>
        (await (look && Date.now() - look.at < 1_000 ? look.backlog : fresh())).map((b) => ({
          labels: { collection: b.collection },
          value: b.oldestAgeSeconds,
        })),
    });
  }

  /**
   * What waits in each watched collection's outboxes, read now: every pending entry counted (`$group` with `$sum`),
   * and the oldest among the first 100 pending documents (each document's entries are in the order written).
   */
  async pendingByCollection(now = Date.now()): Promise<OutboxBacklogByCollection[]> {
    const backlog: OutboxBacklogByCollection[] = [];
    for (const model of this.models) {
      const [counted] = await model.aggregate<{ entries: number }>([
        { $match: { outboxPending: { $gt: 0 } } },
        { $group: { _id: null, entries: { $sum: '$outboxPending' } } },
      ]);
      const pending = await model
        .find({ outboxPending: { $gt: 0 } }, { outbox: 1 })
        .limit(100)
        .lean<Pick<OutboxFields, 'outbox'>[]>();
      const oldest = pending.reduce(
        (min, doc) => Math.min(min, new Date(doc.outbox?.[0]?.recordedAt ?? now).getTime()),
        now,
      );
      backlog.push({
        collection: model.collection.collectionName,
        entries: counted?.entries ?? 0,
        oldestAgeSeconds: Math.max(0, (now - oldest) / 1000),
      });
    }
    return backlog;
  }

  /** Makes the sweep look at this model's documents (start-up does it for the app's models; writes do it too). */
  watch(model: AggregateModel): void {
    this.models.add(model);
  }

  /**
   * Watches every model of the app's database that has an outbox (`withOutbox`), then sweeps. A process that
   * starts after a crash must find what its predecessor left pending in any collection, including those it
   * will not write to itself.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const model of Object.values(this.connection?.models ?? {})) {
      if (model.schema.path('outboxPending')) this.watch(model as unknown as AggregateModel);
    }
    this.startSweeping();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!(await settleWithin(this.stop(), SHUTDOWN_WAIT_MS))) {
      this.logger.warn(`publishing still under way after ${SHUTDOWN_WAIT_MS} ms; left in the outbox for a later sweep`);
    }
    const producer = this.producer;
    this.producer = undefined;
    if (producer && !(await settleWithin(producer.disconnect(), SHUTDOWN_WAIT_MS))) {
      this.logger.warn(`the Kafka producer did not disconnect within ${SHUTDOWN_WAIT_MS} ms`);
    }
  }

  /**
   * The fields a write sets to claim its document for this relay, or nothing when the relay is stopped
   * (the sweep of a restarted relay must then find the document unclaimed).
   */
  claimFields(now = Date.now()): Pick<OutboxFields, 'outboxClaimUntil' | 'outboxClaimBy'> | undefined {
    if (!this.running) return undefined;
    return { outboxClaimUntil: new Date(now + (this.options.claimLeaseMs ?? 30_000)), outboxClaimBy: this.relayId };
  }

  /** A filter matching documents this relay may claim: unclaimed, lease expired, or already its own. */
  claimableFilter(now = Date.now()) {
    return {
      $or: [{ outboxClaimUntil: null }, { outboxClaimUntil: { $lt: new Date(now) } }, { outboxClaimBy: this.relayId }],
    };
  }

  /** Publish this document's pending events now, without making the caller wait. */
  kick(model: AggregateModel, aggregateId: string): void {
    this.publishInBackground(model, aggregateId);
  }

  /** Publish what a write that claimed the document (with `claimFields`) returned, without making the caller wait. */
  publishClaimed(model: AggregateModel, claimed: ClaimedOutbox): void {
    this.publishInBackground(model, claimed._id, claimed);
  }

  /** Stops publishing (kicks are ignored, no sweeps) and waits for what is under way. Simulates a crash in tests. */
  async stop(): Promise<void> {
    this.running = false;
    this.sweepRound += 1;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Resumes after `stop()`, sweeping at once. */
  startSweeping(): void {
    this.running = true;
    if (this.sweepTimer) return;
    this.scheduleSweep(0);
  }

  /**
   * Sweeps never overlap, and the pause after one is at least SWEEP_PAUSE_FACTOR times as long as it took: a
   * sweep is a scan of every watched collection (FerretDB reads all documents for it), so on a large collection
   * it paces itself instead of piling scans onto the database. Writes publish their own events at once; the sweep
   * only finds what a crashed relay left behind.
   */
  private scheduleSweep(delayMs: number): void {
    const interval = this.options.sweepIntervalMs ?? 5_000;
    const round = this.sweepRound;
    this.sweepTimer = setTimeout(() => {
      const startedAt = Date.now();
      const done = this.sweep()
        .catch((err: Error) => this.sweepFailed(err))
        .then(() => {
          if (!this.running || round !== this.sweepRound) return;
          this.scheduleSweep(Math.max(interval, (Date.now() - startedAt) * SWEEP_PAUSE_FACTOR));
        });
      this.track(done);
    }, delayMs);
    this.sweepTimer.unref();
  }

  /** What the last sweep left pending, or nothing before the first sweep. */
  backlog(): OutboxBacklog | undefined {
    return this.lastBacklog;
  }

  /**
   * Publishes every document's pending events that no live relay holds, going past documents Kafka refuses,
   * and records what is left pending. Returns how many events were published.
   */
  async sweep(): Promise<number> {
    const sweptAt = new Date();
    let published = 0;
    const left: PendingEntry[] = [];
    for (const model of this.models) {
      const pending = await model
        .find({ outboxPending: { $gt: 0 }, ...this.claimableFilter() }, { _id: 1, outbox: 1 })
        .limit(100)
        .lean<ClaimedOutbox[]>();
      for (const doc of pending) {
        if (!this.running) return published;
        try {
          const count = await this.publishDocument(model, String(doc._id));
          published += count;
          // Nothing published: another task holds the document (or it was emptied meanwhile).
          if (count === 0 && doc.outbox?.[0]) left.push(pendingEntry(String(doc._id), doc.outbox[0]));
        } catch (err) {
          if (!(err instanceof OutboxPublishError)) throw err;
          this.reportFailure(err.entry);
          left.push(err.entry);
        }
      }
    }
    this.lastBacklog = { sweptAt, pendingDocuments: left.length, oldest: oldestOf(left) };
    return published;
  }

  /**
   * Publishes one document's outbox in order, removes what Kafka acknowledged and releases the claim;
   * goes round again while writes keep adding events. Starts from `claimed` when the write already holds
   * the claim, and claims the document itself otherwise. Returns how many events this call published.
   */
  async publishDocument(model: AggregateModel, aggregateId: string, claimed?: ClaimedOutbox): Promise<number> {
    // Keyed by collection too: aggregates of different collections may share an id (a property has the id of
    // the listing request it came from), and each document has its own outbox.
    const key = `${model.collection.collectionName}/${aggregateId}`;
    const task = this.publishing.get(key);
    if (task) {
      task.again = true; // the task under way publishes these too
      return 0;
    }
    const mine = { again: false };
    this.publishing.set(key, mine);
    let published = 0;
    try {
      let doc: ClaimedOutbox | null | undefined = claimed;
      for (;;) {
        if (!this.running) return published;
        doc ??= await this.claim(model, aggregateId);
        if (!doc) return published;
        mine.again = false;
        const entries = doc.outbox;
        if (entries.length > 0) {
          try {
            await this.send(entries);
          } catch (err) {
            throw new OutboxPublishError(await this.countFailedAttempt(model, doc, entries, err), err);
          }
        }
        const remaining = await this.removePublished(model, doc, new Set(entries.map((e) => e.eventId)));
        published += entries.length;
        // Events recorded while this task held the document were not published by their own write: go round.
        if (remaining === 0 && !mine.again) return published;
        doc = undefined;
      }
    } finally {
      this.publishing.delete(key);
    }
  }

  private publishInBackground(model: AggregateModel, aggregateId: string, claimed?: ClaimedOutbox): void {
    if (!this.running) return;
    this.track(
      this.publishDocument(model, aggregateId, claimed).catch((err: Error) => {
        if (err instanceof OutboxPublishError) this.reportFailure(err.entry);
        else this.logger.warn(`publishing ${aggregateId} failed, the sweep will retry: ${err.message}`);
      }),
    );
  }

  private async claim(model: AggregateModel, aggregateId: string): Promise<ClaimedOutbox | null> {
    const now = Date.now();
    return model
      .findOneAndUpdate(
        { _id: aggregateId, outboxPending: { $gt: 0 }, ...this.claimableFilter(now) },
        { $set: this.claimFields(now) },
        { new: true },
      )
      .lean<ClaimedOutbox>();
  }

  /**
   * Sends entries to Kafka, in order. Sends from different documents that queue up while a request is
   * in flight go together in the next request: the producer keeps one request in flight (so retries
   * never reorder), and coalescing keeps that from becoming a queue of tiny requests under load.
   */
  private send(entries: OutboxEntry[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.sendQueue.push({ entries, resolve, reject });
      if (!this.sending) void this.drainSendQueue();
    });
  }

  private async drainSendQueue(): Promise<void> {
    this.sending = true;
    try {
      while (this.sendQueue.length > 0) {
        const waiting = this.sendQueue.splice(0);
        const byTopic = new Map<string, Message[]>();
        for (const entry of waiting.flatMap((w) => w.entries)) {
          const messages = byTopic.get(entry.topic) ?? [];
          messages.push(outboxMessage(entry));
          byTopic.set(entry.topic, messages);
        }
        try {
          const producer = await this.connectedProducer();
          await producer.sendBatch({
            acks: -1,
            topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
          });
          for (const w of waiting) w.resolve();
        } catch (err) {
          for (const w of waiting) w.reject(err as Error);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /**
   * Removes published entries. FerretDB ignores `$pull` with a condition on array subdocuments, so this
   * rewrites the array with what is left, guarded by the version: a concurrent write that appended
   * events bumped it, and we simply read again.
   */
  private async removePublished(
    model: AggregateModel,
    claimed: ClaimedOutbox,
    published: Set<string>,
  ): Promise<number> {
    // First try with what the claim returned, in one bulk write with the other documents' removals under way;
    // re-read only when a write appended events meanwhile (or the bulk write cannot say whether this one matched).
    let doc: Pick<OutboxFields, 'version' | 'outbox'> | null = claimed;
    for (let attempt = 0; attempt < 20 && doc; attempt++) {
      const remaining = doc.outbox.filter((e) => !published.has(e.eventId));
      const removal = {
        filter: { _id: claimed._id, version: doc.version, outboxClaimBy: this.relayId },
        update: {
          $set: { outbox: remaining, outboxPending: remaining.length, outboxClaimUntil: null, outboxClaimBy: null },
        },
      };
      const matched =
        attempt === 0
          ? await this.removeInBulk(model, removal)
          : (await model.updateOne(removal.filter, removal.update)).matchedCount === 1;
      if (matched) return remaining.length;
      doc = await model.findById(claimed._id, { version: 1, outbox: 1 }).lean();
      // Only the claim holder removes entries: none of these left means this removal went through.
      if (doc && !doc.outbox.some((e) => published.has(e.eventId))) return doc.outbox.length;
    }
    if (!doc) return 0;
    throw new Error(`could not remove published events from ${claimed._id}: it keeps changing`);
  }

  /**
   * A removal, written together with the other documents' removals that wait meanwhile (one bulk write per
   * collection at a time instead of one write each). True when it certainly matched; false when it did not, or
   * when the bulk write matched fewer than all and cannot say which: the caller then reads the document again.
   */
  private removeInBulk(model: AggregateModel, removal: OutboxRemoval): Promise<boolean> {
    let removals = this.removals.get(model);
    if (!removals) {
      removals = new Coalescer(async (batch: OutboxRemoval[]) => {
        const operations = batch.map((updateOne) => ({ updateOne }));
        const { outcomes, matchedCount } = await bulkWriteSettled(model.collection, operations as never);
        const allMatched = matchedCount === outcomes.filter((outcome) => outcome.ok).length;
        return outcomes.map((outcome) => (outcome.ok ? { ok: true, value: allMatched } : outcome));
      });
      this.removals.set(model, removals);
    }
    return removals.push(removal);
  }

  private async release(model: AggregateModel, aggregateId: string): Promise<void> {
    await model
      .updateOne(
        { _id: aggregateId, outboxClaimBy: this.relayId },
        { $set: { outboxClaimUntil: null, outboxClaimBy: null } },
      )
      .catch(() => undefined);
  }

  /**
   * Counts a failed attempt on the entries that were sent and keeps the error, in the write that releases
   * the claim. The version in the filter pins the array the positions were taken from: writes only append
   * (and bump it), and only the claim holder removes. Returns the first failed entry as it now stands.
   */
  private async countFailedAttempt(
    model: AggregateModel,
    claimed: ClaimedOutbox,
    sent: OutboxEntry[],
    err: unknown,
  ): Promise<PendingEntry> {
    const lastError = shortError(err);
    const failed = new Set(sent.map((e) => e.eventId));
    const first = sent[0]!;
    let counted = { ...pendingEntry(claimed._id, first), attempts: (first.attempts ?? 0) + 1, lastError };
    let doc: Pick<OutboxFields, 'version' | 'outbox'> | null = claimed;
    try {
      for (let round = 0; round < 5 && doc; round++) {
        const { $inc, $set } = failedAttemptUpdate(doc.outbox, failed, lastError);
        const result = await model.updateOne(
          { _id: claimed._id, version: doc.version, outboxClaimBy: this.relayId },
          { $inc, $set: { ...$set, outboxClaimUntil: null, outboxClaimBy: null } },
        );
        if (result.matchedCount === 1) {
          const stored = doc.outbox.find((e) => e.eventId === first.eventId) ?? first;
          counted = { ...counted, attempts: (stored.attempts ?? 0) + 1 };
          return counted;
        }
        // A write appended events meanwhile (or the claim is gone): read the array again while it is ours.
        doc = await model
          .findOne({ _id: claimed._id, outboxClaimBy: this.relayId }, { version: 1, outbox: 1 })
          .lean<Pick<OutboxFields, 'version' | 'outbox'>>();
      }
    } catch (writeErr) {
      this.logger.warn(`could not count the failed attempt on ${claimed._id}: ${shortError(writeErr)}`);
    }
    await this.release(model, claimed._id);
    return counted;
  }

  /** Logs a failed entry on its 1st, 2nd, 4th, 8th... attempt, with its age: seen, without a line every sweep. */
  private reportFailure(entry: PendingEntry): void {
    if (!worthLogging(entry.attempts)) return;
    const message =
      `publishing ${entry.type} ${entry.eventId} (aggregate ${entry.aggregateId}, topic ${entry.topic}) failed ` +
      `${entry.attempts === 1 ? 'once' : `${entry.attempts} times`}, pending for ` +
      `${describeAge(Date.now() - entry.recordedAt.getTime())}; the sweep retries it. Last error: ${entry.lastError ?? 'unknown'}`;
    if (entry.attempts >= STUCK_AFTER_ATTEMPTS) this.logger.error(message);
    else this.logger.warn(message);
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

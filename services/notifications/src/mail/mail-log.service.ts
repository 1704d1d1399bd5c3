import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BulkWriter, isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { MAIL_LOG_MODEL, type MailLogEntry, type MailStatus } from './mail-log.schema';

export interface MailLogQuery {
  to?: string;
  status?: MailStatus;
  template?: string;
  limit: number;
}

/**
 * The outgoing-mail log: what was sent to whom, why, and how it went. Its writes are single-document writes sent
 * together (BulkWriter): the daily reminders log thousands of e-mails at once.
 */
@Injectable()
export class MailLogService {
  private readonly writes: BulkWriter<MailLogEntry>;

  constructor(
    @InjectModel(MAIL_LOG_MODEL) private readonly log: Model<MailLogEntry>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.writes = new BulkWriter(log.collection as never);
  }

  /** Records a queued e-mail; an entry that exists (a redelivered event) is left as it is. */
  async queued(entry: Pick<MailLogEntry, '_id' | 'to' | 'template' | 'cause' | 'causeType'>): Promise<void> {
    const now = this.clock.now();
    const document: MailLogEntry = { ...entry, status: 'queued', attempts: 0, queuedAt: now, updatedAt: now };
    try {
      await this.writes.write({ insertOne: { document } });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  entry(id: string) {
    return this.log.findById(id).lean<MailLogEntry>();
  }

  async sent(id: string, subject: string, messageId: string, attempts: number): Promise<void> {
    const now = this.clock.now();
    await this.writes.write({
      updateOne: {
        filter: { _id: id },
        update: {
          $set: { status: 'sent', subject, messageId, attempts, sentAt: now, updatedAt: now },
          $unset: { error: '' },
        },
      },
    });
  }

  async failed(id: string, error: string, attempts: number): Promise<void> {
    await this.writes.write({
      updateOne: {
        filter: { _id: id },
        update: { $set: { status: 'failed', error: error.slice(0, 500), attempts, updatedAt: this.clock.now() } },
      },
    });
  }

  /** The newest entries first. */
  list(query: MailLogQuery) {
    const filter: Record<string, unknown> = {};
    if (query.to) filter.to = query.to.trim().toLowerCase();
    if (query.status) filter.status = query.status;
    if (query.template) filter.template = query.template;
    return this.log.find(filter).sort({ queuedAt: -1, _id: 1 }).limit(query.limit).lean<MailLogEntry[]>();
  }
}

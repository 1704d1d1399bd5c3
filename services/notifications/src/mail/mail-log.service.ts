import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BulkWriter, isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import {
  MAIL_LOG_MODEL,
  MAIL_SENT_MODEL,
  type MailLogEntry,
  type MailSentMark,
  type MailStatus,
} from './mail-log.schema';

export interface MailLogQuery {
  to?: string;
  status?: MailStatus;
  template?: string;
  limit: number;
}

/** An entry as the log shows it: the sent mark, when there is one, makes it `sent` with the mark's fields. */
function withMark(entry: MailLogEntry, mark: MailSentMark | undefined): MailLogEntry {
  if (!mark) return entry;
  const { error: _failedBefore, ...rest } = entry;
  const { _id: _sameId, ...sent } = mark;
  return { ...rest, ...sent, status: 'sent', updatedAt: mark.sentAt };
}

/**
 * The outgoing-mail log: what was sent to whom, why, and how it went. On the daily reminders' path it only inserts
 * (the queued entry, then the sent mark in `mail_sent`), gathered into bulk writes (BulkWriter): thousands of
 * e-mails at once cost a few insert commands, where an update per e-mail costs a commit each on FerretDB.
 */
@Injectable()
export class MailLogService {
  private readonly writes: BulkWriter<MailLogEntry>;
  private readonly sentMarks: BulkWriter<MailSentMark>;

  constructor(
    @InjectModel(MAIL_LOG_MODEL) private readonly log: Model<MailLogEntry>,
    @InjectModel(MAIL_SENT_MODEL) private readonly marks: Model<MailSentMark>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.writes = new BulkWriter(log.collection as never);
    this.sentMarks = new BulkWriter(marks.collection as never);
  }

  /**
   * Records a queued e-mail; an entry that exists (a redelivered event) is left as it is. True when this call made
   * the entry: nothing can have sent the e-mail before.
   */
  async queued(entry: Pick<MailLogEntry, '_id' | 'to' | 'template' | 'cause' | 'causeType'>): Promise<boolean> {
    const now = this.clock.now();
    const document: MailLogEntry = { ...entry, status: 'queued', attempts: 0, queuedAt: now, updatedAt: now };
    try {
      await this.writes.write({ insertOne: { document } });
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return false;
    }
  }

  /** The entry as the log shows it, or null. */
  async entry(id: string): Promise<MailLogEntry | null> {
    const [entry, mark] = await Promise.all([
      this.log.findById(id).lean<MailLogEntry>(),
      this.marks.findById(id).lean<MailSentMark>(),
    ]);
    return entry ? withMark(entry, mark ?? undefined) : null;
  }

  /** Whether the e-mail was sent (its mark is there). */
  async wasSent(id: string): Promise<boolean> {
    return (await this.marks.exists({ _id: id })) !== null;
  }

  /** Records that the e-mail was sent: an insert; one recorded already (a send repeated after a crash) stays. */
  async sent(id: string, subject: string, messageId: string, attempts: number): Promise<void> {
    try {
      await this.sentMarks.write({
        insertOne: { document: { _id: id, subject, messageId, attempts, sentAt: this.clock.now() } },
      });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  async failed(id: string, error: string, attempts: number): Promise<void> {
    await this.writes.write({
      updateOne: {
        filter: { _id: id },
        update: { $set: { status: 'failed', error: error.slice(0, 500), attempts, updatedAt: this.clock.now() } },
      },
    });
  }

  /**
   * The newest entries first, each with its sent mark. An entry's stored status is `queued` or `failed` (`sent` is
   * the mark), so `sent` is asked of the marks and the other two of the entries without one; read a page at a time
   * until `limit` are found.
   */
  async list(query: MailLogQuery): Promise<MailLogEntry[]> {
    const filter: Record<string, unknown> = {};
    if (query.to) filter.to = query.to.trim().toLowerCase();
    if (query.template) filter.template = query.template;
    if (query.status === 'queued' || query.status === 'failed') filter.status = query.status;
    const pageSize = Math.max(query.limit, 200);
    const found: MailLogEntry[] = [];
    for (let skip = 0; found.length < query.limit; skip += pageSize) {
      const page = await this.log
        .find(filter)
        .sort({ queuedAt: -1, _id: 1 })
        .skip(skip)
        .limit(pageSize)
        .lean<MailLogEntry[]>();
      const marks = page.length
        ? await this.marks.find({ _id: { $in: page.map((entry) => entry._id) } }).lean<MailSentMark[]>()
        : [];
      const markById = new Map(marks.map((mark) => [mark._id, mark]));
      for (const entry of page) {
        const shown = withMark(entry, markById.get(entry._id));
        if (!query.status || shown.status === query.status) found.push(shown);
      }
      if (page.length < pageSize) break;
    }
    return found.slice(0, query.limit);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxWriter, type EventDraft } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { UNREAD_NOTICE_MODEL, type UnreadNoticeDocument } from './unread-notice.schema';

/** The only code touching `conversation_unread_notices`. */
@Injectable()
export class UnreadNoticesRepository {
  constructor(
    @InjectModel(UNREAD_NOTICE_MODEL) private readonly notices: Model<UnreadNoticeDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  /** The newest message a notice told the member of (0 before the first notice). */
  async notifiedUpTo(conversationId: string, memberId: string): Promise<number> {
    const newest = await this.notices
      .findOne({ conversationId, memberId })
      .sort({ upToSeq: -1 })
      .select({ upToSeq: 1 })
      .lean<{ upToSeq: number }>();
    return newest?.upToSeq ?? 0;
  }

  /**
   * Records the notice with its event (under the conversation's id, at the version of its newest message); false
   * when a notice with its id exists already (told before: a retried or second job).
   */
  async record(
    notice: Omit<UnreadNoticeDocument, 'version' | 'outbox' | 'outboxPending'>,
    event: EventDraft,
  ): Promise<boolean> {
    try {
      await this.outbox.create(this.notices, notice as UnreadNoticeDocument, [event], {
        about: { aggregateId: notice.conversationId, version: notice.upToSeq },
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}

import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const UNREAD_NOTICE_MODEL = 'ConversationUnreadNotice';

/**
 * One member told of unread messages of a conversation: `_id` = `<conversationId>:<memberId>:<afterSeq>`, where
 * `afterSeq` is what the member had read or been told of before (the larger). So for what followed one point, a
 * member is told once, however often the job runs (a retry, a second job, a replica), and the next notice starts
 * after `upToSeq`. Its `applications.conversation.unread.v1` travels in its own outbox, under the conversation's id.
 */
export interface UnreadNoticeDocument extends OutboxFields {
  _id: string;
  conversationId: string;
  memberId: string;
  /** The member's read mark, or the previous notice's `upToSeq`, whichever was larger. */
  afterSeq: number;
  /** The newest message this notice tells of. */
  upToSeq: number;
  noticedAt: Date;
}

export const unreadNoticeSchema = new Schema<UnreadNoticeDocument>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    memberId: { type: String, required: true },
    afterSeq: { type: Number, required: true },
    upToSeq: { type: Number, required: true },
    noticedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'conversation_unread_notices' },
);
unreadNoticeSchema.plugin(withOutbox);
// A member's newest notice in a conversation.
unreadNoticeSchema.index({ conversationId: 1, memberId: 1, upToSeq: -1 });

export const unreadNoticeIdOf = (conversationId: string, memberId: string, afterSeq: number) =>
  `${conversationId}:${memberId}:${afterSeq}`;

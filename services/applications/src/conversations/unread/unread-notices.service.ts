import { Inject, Injectable } from '@nestjs/common';
import {
  CONVERSATION_UNREAD_NOTICE_MAX_MESSAGES,
  conversationInboxPath,
  conversationUnread,
  messageSummaryText,
} from '@trio/contracts/events/applications';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { InjectConfig } from '@trio/service-kit/config';
import { draft } from '@trio/service-kit/events';
import type { ApplicationsConfig } from '../../config';
import { ConversationSubjects } from '../conversation-subjects';
import { ConversationsRepository } from '../conversations.repository';
import { decideUnread, unreadExcerpt, untoldAfter, type UnreadDecision } from './unread-decision';
import { unreadNoticeIdOf } from './unread-notice.schema';
import { UnreadNoticesRepository } from './unread-notices.repository';

/** What a look at a member's unread messages did: told them (once), nothing, or a later look is due. */
export type UnreadOutcome =
  | { kind: 'nothing' }
  | { kind: 'notified'; afterSeq: number; upToSeq: number; now: boolean }
  | { kind: 'wait'; afterSeq: number; dueAt: Date };

/**
 * Unread messages by e-mail (issue 28): whether a member has left messages unread for
 * CONVERSATION_UNREAD_EMAIL_AFTER_MS, decided by the service's clock from their read mark (the conversations'
 * memberships) and the notices already recorded; a notice is recorded once, with its
 * `applications.conversation.unread.v1`, which the notifications service mails.
 */
@Injectable()
export class UnreadNoticesService {
  constructor(
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(ConversationSubjects) private readonly subjects: ConversationSubjects,
    @Inject(UnreadNoticesRepository) private readonly notices: UnreadNoticesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: ApplicationsConfig,
  ) {}

  /** How long a message may stay unread before its reader is told. */
  get afterMs(): number {
    return this.config.CONVERSATION_UNREAD_EMAIL_AFTER_MS;
  }

  /** What the member last read or was told of in the conversation: a later message opens the next notice. */
  async untoldAfter(conversationId: string, memberId: string): Promise<number> {
    const [readUpTo, notifiedUpTo] = await Promise.all([
      this.readUpTo(conversationId, memberId),
      this.notices.notifiedUpTo(conversationId, memberId),
    ]);
    return untoldAfter({ readUpTo, notifiedUpTo });
  }

  /**
   * Looks at the member's unread messages now: records the notice when the first untold one has waited long enough
   * (once: its id names what came before it), else says when to look again. A member who no longer belongs (a home's
   * new manager took over) is told nothing.
   */
  async lookAt(conversationId: string, memberId: string): Promise<UnreadOutcome> {
    const conversation = await this.conversations.findById(conversationId);
    const facts = conversation ? await this.subjects.ofConversation(conversation) : null;
    const member = facts?.members.find((candidate) => candidate.id === memberId);
    if (!conversation || !facts || !member) return { kind: 'nothing' };
    const now = this.clock.now();
    const [readUpTo, notifiedUpTo, newestSeq] = await Promise.all([
      this.readUpTo(conversationId, memberId),
      this.notices.notifiedUpTo(conversationId, memberId),
      this.conversations.newestSeq(conversationId),
    ]);
    const after = untoldAfter({ readUpTo, notifiedUpTo });
    const [firstUntold] = newestSeq > after ? await this.conversations.messagesAfter(conversationId, after, 1) : [];
    const decision: UnreadDecision = decideUnread(
      { readUpTo, notifiedUpTo, newestSeq, firstUntoldPostedAt: firstUntold?.createdAt ?? null },
      now,
      this.afterMs,
    );
    if (decision.kind !== 'notify') return decision;

    const max = CONVERSATION_UNREAD_NOTICE_MAX_MESSAGES;
    const page = await this.conversations.messagesAfter(
      conversationId,
      Math.max(readUpTo, decision.upToSeq - max),
      max,
    );
    const excerpt = unreadExcerpt(page, { memberId, readUpTo, upToSeq: decision.upToSeq, max });
    // Only the member's own messages came since (a race with their post): nothing to tell.
    if (excerpt.messages.length === 0) return { kind: 'nothing' };
    const recorded = await this.notices.record(
      {
        _id: unreadNoticeIdOf(conversationId, memberId, decision.afterSeq),
        conversationId,
        memberId,
        afterSeq: decision.afterSeq,
        upToSeq: decision.upToSeq,
        noticedAt: now,
      },
      draft(conversationUnread, {
        conversationId,
        member: {
          id: member.id,
          role: member.role,
          name: member.name,
          ...(member.email ? { email: member.email } : {}),
        },
        about: { kind: conversation.kind, id: conversation.subjectId },
        title: facts.title,
        propertyId: conversation.propertyId,
        messages: excerpt.messages.map((message) => ({
          seq: message.seq,
          author: { name: message.authorName, role: message.authorRole },
          // A message of images alone says so ("📷 2 photos"): the notice's text is never empty.
          text: messageSummaryText(message.text, message.images?.length ?? 0),
          postedAt: message.createdAt.toISOString(),
        })),
        moreUnreadCount: excerpt.moreUnreadCount,
        path: conversationInboxPath(conversationId),
        noticedAt: now.toISOString(),
      }),
    );
    return { kind: 'notified', afterSeq: decision.afterSeq, upToSeq: decision.upToSeq, now: recorded };
  }

  private async readUpTo(conversationId: string, memberId: string): Promise<number> {
    const rows = await this.conversations.membershipsOf(conversationId);
    return rows.find((row) => row.memberId === memberId)?.readUpTo ?? 0;
  }
}

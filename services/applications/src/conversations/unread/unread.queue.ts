import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Unread messages by e-mail (issue 28): a posted message enqueues, for each other member, a delayed `notice-unread`
 * with the id `conversation-unread|<conversationId>|<memberId>|<afterSeq>` (`afterSeq`: what the member last read or
 * was told of), so the messages that follow while it waits add no second job; it runs when the first of them has
 * waited CONVERSATION_UNREAD_EMAIL_AFTER_MS. A look that finds the first untold message too young (the clock says
 * so) adds `…|<afterSeq>|<due time in ms>` for when it is due.
 */
export const ConversationUnreadQueue = defineQueue('applications-conversation-unread', {
  jobs: ['notice-unread'] as const,
  concurrency: 5,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'notice-unread': { conversationId: string; memberId: string };
}>();

import { Inject, Injectable, Optional } from '@nestjs/common';
import type { MessagePosted } from '@trio/contracts/events/applications';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { jobId, JobQueue } from '@trio/service-kit/jobs';
import { ConversationUnreadQueue } from './unread.queue';
import { UnreadNoticesService } from './unread-notices.service';

/**
 * Schedules the delayed looks at a member's unread messages (unread.queue.ts): one per member and point they last
 * read or were told of. The running service has the job queue; the ops commands (a seed's catch-up, which builds
 * every handler) have none, and never replay posted messages: asked to schedule there, it refuses.
 */
@Injectable()
export class UnreadLooksScheduler {
  constructor(
    @Inject(UnreadNoticesService) private readonly unread: UnreadNoticesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(JobQueue) private readonly jobs?: JobQueue,
  ) {}

  /**
   * A message was posted: each other member's look, due when it has waited long enough. One waits per member and
   * point they last read or were told of, so the messages that follow add nothing; one they have read adds nothing.
   */
  async messagePosted(event: MessagePosted): Promise<void> {
    const { conversationId, seq, postedAt } = event.data;
    const dueAt = new Date(new Date(postedAt).getTime() + this.unread.afterMs);
    for (const recipient of event.data.recipients) {
      const afterSeq = await this.unread.untoldAfter(conversationId, recipient.id);
      if (seq <= afterSeq) continue;
      await this.lookAt(dueAt, { conversationId, memberId: recipient.id, afterSeq });
    }
  }

  /**
   * The look at a member's messages after `afterSeq`, when `dueAt` comes by the clock; `again`: a look that found
   * the first of them too young asks for the one at its due time (its id names that time, so a retry adds nothing).
   */
  async lookAt(
    dueAt: Date,
    look: { conversationId: string; memberId: string; afterSeq: number },
    again = false,
  ): Promise<void> {
    if (!this.jobs) throw new Error('Looks at unread messages are scheduled by the running service (its job queue)');
    const parts = [look.conversationId, look.memberId, look.afterSeq, ...(again ? [dueAt.getTime()] : [])];
    await this.jobs.enqueue(
      ConversationUnreadQueue,
      'notice-unread',
      { conversationId: look.conversationId, memberId: look.memberId },
      {
        jobId: jobId('conversation-unread', ...parts),
        delay: Math.max(0, dueAt.getTime() - this.clock.now().getTime()),
      },
    );
  }
}

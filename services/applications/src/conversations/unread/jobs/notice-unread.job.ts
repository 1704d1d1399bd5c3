import { Inject, Injectable } from '@nestjs/common';
import type { MessagePosted } from '@trio/contracts/events/applications';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import { ConversationUnreadQueue } from '../unread.queue';
import { UnreadNoticesService } from '../unread-notices.service';

/** Looks a member's unread messages need before telling them again: a notice, then what came after it. */
const LOOKS_PER_RUN = 3;

/** The delayed looks at a member's unread messages (unread.queue.ts): enqueued per posted message, run by the clock. */
@Injectable()
export class NoticeUnreadJob {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(UnreadNoticesService) private readonly unread: UnreadNoticesService,
    @Inject(CLOCK) private readonly clock: Clock,
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
      await this.enqueue(
        conversationId,
        recipient.id,
        dueAt,
        jobId('conversation-unread', conversationId, recipient.id, afterSeq),
      );
    }
  }

  @JobHandler(ConversationUnreadQueue, 'notice-unread')
  async look(data: { conversationId: string; memberId: string }): Promise<void> {
    for (let look = 0; look < LOOKS_PER_RUN; look += 1) {
      const outcome = await this.unread.lookAt(data.conversationId, data.memberId);
      if (outcome.kind === 'nothing') return;
      if (outcome.kind === 'wait') {
        const id = jobId(
          'conversation-unread',
          data.conversationId,
          data.memberId,
          outcome.afterSeq,
          outcome.dueAt.getTime(),
        );
        await this.enqueue(data.conversationId, data.memberId, outcome.dueAt, id);
        return;
      }
      // Told: messages posted meanwhile (their own look may have collapsed into this one) get the next look.
    }
  }

  private async enqueue(conversationId: string, memberId: string, dueAt: Date, id: string): Promise<void> {
    await this.jobs.enqueue(
      ConversationUnreadQueue,
      'notice-unread',
      { conversationId, memberId },
      { jobId: id, delay: Math.max(0, dueAt.getTime() - this.clock.now().getTime()) },
    );
  }
}

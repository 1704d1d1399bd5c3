import { Inject, Injectable } from '@nestjs/common';
import { JobHandler } from '@trio/service-kit/jobs';
import { ConversationUnreadQueue } from '../unread.queue';
import { UnreadLooksScheduler } from '../unread-looks.scheduler';
import { UnreadNoticesService } from '../unread-notices.service';

/** Looks one run makes: a notice, then what was posted meanwhile (its own job may have collapsed into this one). */
const LOOKS_PER_RUN = 3;

/** The delayed look at a member's unread messages (unread.queue.ts), decided by the clock (UnreadNoticesService). */
@Injectable()
export class NoticeUnreadJob {
  constructor(
    @Inject(UnreadNoticesService) private readonly unread: UnreadNoticesService,
    @Inject(UnreadLooksScheduler) private readonly looks: UnreadLooksScheduler,
  ) {}

  @JobHandler(ConversationUnreadQueue, 'notice-unread')
  async look(data: { conversationId: string; memberId: string }): Promise<void> {
    for (let look = 0; look < LOOKS_PER_RUN; look += 1) {
      const outcome = await this.unread.lookAt(data.conversationId, data.memberId);
      if (outcome.kind === 'nothing') return;
      if (outcome.kind === 'wait') {
        await this.looks.lookAt(outcome.dueAt, { ...data, afterSeq: outcome.afterSeq }, true);
        return;
      }
    }
  }
}

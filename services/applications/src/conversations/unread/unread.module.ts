import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { ConversationsModule } from '../conversations.module';
import { OnMessagePostedHandler } from './handlers/on-message-posted.handler';
import { NoticeUnreadJob } from './jobs/notice-unread.job';
import { UNREAD_NOTICE_MODEL, unreadNoticeSchema } from './unread-notice.schema';
import { UnreadNoticesRepository } from './unread-notices.repository';
import { UnreadNoticesService } from './unread-notices.service';
import { UnreadLooksScheduler } from './unread-looks.scheduler';

/**
 * Unread messages by e-mail: the notices (model, repository), the rule that records them (service) and the scheduling
 * of the delayed looks (which the ops commands, without a job queue, build but never use).
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: UNREAD_NOTICE_MODEL, schema: unreadNoticeSchema }]),
    ConversationsModule,
  ],
  providers: [UnreadNoticesRepository, UnreadNoticesService, UnreadLooksScheduler],
  exports: [UnreadNoticesService, UnreadLooksScheduler],
})
export class ConversationUnreadModule {}

/** A posted message's handler schedules each other member's delayed look (the job), which records the notice. */
export const conversationUnreadFeature = defineFeature({
  module: ConversationUnreadModule,
  handlers: [OnMessagePostedHandler],
  jobs: [NoticeUnreadJob],
});

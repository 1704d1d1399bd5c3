import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { ApplicationsModule } from '../applications/applications.module';
import { CopiesModule } from '../copies/copies.module';
import { LeasesModule } from '../leases/leases.module';
import {
  CONVERSATION_MODEL,
  conversationSchema,
  MEMBERSHIP_MODEL,
  membershipSchema,
  MESSAGE_MODEL,
  messageSchema,
} from './conversation.schema';
import { ConversationSubjects } from './conversation-subjects';
import { ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { OnHomeChangedHandler } from './handlers/on-home-changed.handler';

/** Conversations: their models (conversations, messages, memberships), repository, members and service. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CONVERSATION_MODEL, schema: conversationSchema },
      { name: MESSAGE_MODEL, schema: messageSchema },
      { name: MEMBERSHIP_MODEL, schema: membershipSchema },
    ]),
    ApplicationsModule,
    LeasesModule,
    CopiesModule,
  ],
  providers: [ConversationsRepository, ConversationSubjects, ConversationsService],
  // The repository and members also serve the unread notices (unread/), part of this feature.
  exports: [ConversationsService, ConversationsRepository, ConversationSubjects],
})
export class ConversationsModule {}

/** Conversations about homes, applications, leases and repairs; after the copies, a changed home's members again. */
export const conversationsFeature = defineFeature({
  module: ConversationsModule,
  controllers: [ConversationsController],
  handlers: [OnHomeChangedHandler],
});

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '@trio/service-kit/config';
import {
  IMAGE_STORAGE_OPTIONS,
  ImageProcessor,
  ImageStorage,
  ImageUploads,
  imageStorageOptionsFrom,
} from '@trio/service-kit/images';
import { RedisModule } from '@trio/service-kit/redis';
import { defineFeature } from '@trio/service-kit/service';
import { ApplicationsModule } from '../applications/applications.module';
import type { ApplicationsConfig } from '../config';
import { CopiesModule } from '../copies/copies.module';
import { LeasesModule } from '../leases/leases.module';
import {
  CONVERSATION_MODEL,
  conversationImageSchema,
  conversationSchema,
  IMAGE_MODEL,
  MEMBERSHIP_MODEL,
  membershipSchema,
  MESSAGE_MODEL,
  messageSchema,
} from './conversation.schema';
import { ConversationImagesService } from './conversation-images.service';
import { ConversationStreams } from './conversation-streams';
import { ConversationSubjects } from './conversation-subjects';
import { ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { OnHomeChangedHandler } from './handlers/on-home-changed.handler';
import { MessageNotices } from './message-notices';

/**
 * Conversations: their models (conversations, messages, memberships, images), repository, members, service, images
 * and notices.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CONVERSATION_MODEL, schema: conversationSchema },
      { name: MESSAGE_MODEL, schema: messageSchema },
      { name: MEMBERSHIP_MODEL, schema: membershipSchema },
      { name: IMAGE_MODEL, schema: conversationImageSchema },
    ]),
    ApplicationsModule,
    LeasesModule,
    CopiesModule,
  ],
  providers: [
    ConversationsRepository,
    ConversationSubjects,
    MessageNotices,
    ConversationsService,
    // The images of messages: the kit's checks and storage, in this service's own private bucket (MEDIA_BUCKET).
    {
      provide: IMAGE_STORAGE_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: ApplicationsConfig) => imageStorageOptionsFrom(config, 'trio-conversations'),
    },
    ImageStorage,
    ImageProcessor,
    ImageUploads,
    ConversationImagesService,
  ],
  // The repository and members also serve the unread notices (unread/), part of this feature.
  exports: [
    ConversationsService,
    ConversationsRepository,
    ConversationSubjects,
    MessageNotices,
    ConversationImagesService,
  ],
})
export class ConversationsModule {}

/**
 * Conversations about homes, applications, leases and repairs; after the copies, a changed home's members again. The
 * running service has Redis (the kit's RedisModule): new messages are announced there, and its streams follow them.
 */
export const conversationsFeature = defineFeature({
  module: ConversationsModule,
  app: { imports: [RedisModule.forRoot()], providers: [ConversationStreams] },
  controllers: [ConversationsController],
  handlers: [OnHomeChangedHandler],
});

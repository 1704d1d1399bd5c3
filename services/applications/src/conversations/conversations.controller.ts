import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  conversationImageQuerySchema,
  conversationStream,
  conversationStreamQuerySchema,
  lastEventIdSchema,
  markReadBodySchema,
  messagesQuerySchema,
  openConversationBodySchema,
  postMessageBodySchema,
  type Conversation,
  type ConversationImage,
  type ConversationMessage,
  type ConversationMessages,
  type Inbox,
  type ReadMark,
} from '@trio/contracts/http/conversations';
import {
  CurrentIdentity,
  EventStreamRoute,
  type GatewayIdentity,
  Idempotent,
  openEventStream,
  ZodBody,
  ZodQuery,
  ZodValidationPipe,
} from '@trio/service-kit/http';
import { sendStoredImage, uploadedFile } from '@trio/service-kit/images';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ConversationImagesService } from './conversation-images.service';
import { ConversationStreams } from './conversation-streams';
import { noImageFile } from './conversations.exception';
import { ConversationsService } from './conversations.service';

/** A reconnecting reader's `Last-Event-ID` (it wins over `after`); anything but a `seq` → 400 naming the header. */
const lastEventIdPipe = new ZodValidationPipe(lastEventIdSchema, 'header', 'last-event-id');

/** The conversation routes (@trio/contracts/http/conversations): members only; anyone else 404. */
@Controller()
export class ConversationsController {
  constructor(
    @Inject(ConversationsService) private readonly conversations: ConversationsService,
    @Inject(ConversationStreams) private readonly streams: ConversationStreams,
    @Inject(ConversationImagesService) private readonly images: ConversationImagesService,
  ) {}

  @Get('trio/conversations')
  inbox(@CurrentIdentity() me: GatewayIdentity): Promise<Inbox> {
    return this.conversations.inbox(me);
  }

  @Post('trio/conversations')
  @HttpCode(200)
  open(
    @ZodBody(openConversationBodySchema) body: z.output<typeof openConversationBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Conversation> {
    return this.conversations.open(me, body.about);
  }

  @Get('trio/conversations/:id')
  one(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Conversation> {
    return this.conversations.get(me, id);
  }

  @Get('trio/conversations/:id/messages')
  messages(
    @Param('id') id: string,
    @ZodQuery(messagesQuerySchema) query: z.output<typeof messagesQuerySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ConversationMessages> {
    return this.conversations.messages(me, id, query.after, query.limit);
  }

  @Idempotent()
  @Post('trio/conversations/:id/messages')
  @HttpCode(201)
  post(
    @Param('id') id: string,
    @ZodBody(postMessageBodySchema) body: z.output<typeof postMessageBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ConversationMessage> {
    return this.conversations.post(me, id, body.text, body.imageIds);
  }

  /** One image (multipart, field `image`), to name in a message next; members only, while open. */
  @Post('trio/conversations/:id/images')
  @HttpCode(201)
  uploadImage(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ConversationImage> {
    return this.images.upload(me, id, async () => {
      const file = await uploadedFile(request, 'image');
      if (!file) throw noImageFile();
      return file.file;
    });
  }

  /** An image's bytes (private: the browser may keep it, no shared cache may, and nothing is stored on disk). */
  @Get('trio/conversations/:id/images/:imageId')
  async image(
    @Param('id') id: string,
    @Param('imageId') imageId: string,
    @ZodQuery(conversationImageQuerySchema) query: z.output<typeof conversationImageQuerySchema>,
    @CurrentIdentity() me: GatewayIdentity,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const opened = await this.images.open(me, id, imageId, query.variant);
    return sendStoredImage(reply, opened, 'private, no-store');
  }

  @Post('trio/conversations/:id/read')
  @HttpCode(200)
  read(
    @Param('id') id: string,
    @ZodBody(markReadBodySchema) body: z.output<typeof markReadBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ReadMark> {
    return this.conversations.markRead(me, id, body.seq);
  }

  /** Server-sent events: the messages after `Last-Event-ID` (or `after`), then each new one (ConversationStreams). */
  @EventStreamRoute(conversationStream)
  async stream(
    @Param('id') id: string,
    @ZodQuery(conversationStreamQuerySchema) query: z.output<typeof conversationStreamQuerySchema>,
    @CurrentIdentity() me: GatewayIdentity,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const lastEventId = lastEventIdPipe.transform(request.headers['last-event-id']);
    await this.streams.follow(me, id, lastEventId ?? query.after ?? 0, () => openEventStream(request, reply));
  }
}

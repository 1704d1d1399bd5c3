import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  conversationStream,
  conversationStreamQuerySchema,
  lastEventIdSchema,
  markReadBodySchema,
  messagesQuerySchema,
  openConversationBodySchema,
  postMessageBodySchema,
  type Conversation,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ConversationStreams } from './conversation-streams';
import { ConversationsService } from './conversations.service';

/** A reconnecting reader's `Last-Event-ID` (it wins over `after`); anything but a `seq` → 400 naming the header. */
const lastEventIdPipe = new ZodValidationPipe(lastEventIdSchema, 'header', 'last-event-id');

/** The conversation routes (@trio/contracts/http/conversations): members only; anyone else 404. */
@Controller()
export class ConversationsController {
  constructor(
    @Inject(ConversationsService) private readonly conversations: ConversationsService,
    @Inject(ConversationStreams) private readonly streams: ConversationStreams,
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
    return this.conversations.post(me, id, body.text);
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

import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
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
import { CurrentIdentity, type GatewayIdentity, Idempotent, ZodBody, ZodQuery } from '@trio/service-kit/http';
import type { z } from 'zod';
import { ConversationsService } from './conversations.service';

/** The conversation routes (@trio/contracts/http/conversations): members only; anyone else 404. */
@Controller()
export class ConversationsController {
  constructor(@Inject(ConversationsService) private readonly conversations: ConversationsService) {}

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
}

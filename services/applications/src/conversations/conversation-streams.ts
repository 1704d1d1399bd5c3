import { Inject, Injectable } from '@nestjs/common';
import {
  CONVERSATION_PAGE_MAX,
  CONVERSATION_STREAM_MESSAGE_EVENT,
  type ConversationMessage,
} from '@trio/contracts/http/conversations';
import { InjectConfig } from '@trio/service-kit/config';
import type { EventStream, GatewayIdentity } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type ApplicationsConfig } from '../config';
import { ConversationException } from './conversations.exception';
import { ConversationsService } from './conversations.service';
import { MessageNotices, type Notice } from './message-notices';

/**
 * A member's live view of a conversation (`GET /trio/conversations/:id/stream`): the messages after the `seq` the
 * reader holds, then each new one, once, in `seq` order.
 *
 * The database is the source of truth. The stream opens with a read of the messages after the reader's `seq` (the
 * same read as `GET …/messages`, membership checked). Then each Redis notice of a stored message (any replica)
 * carries the message as the API shows it: when it is the very next `seq` the reader is owed, it is sent as it is,
 * without a read; anything else (a gap, a notice without its message) makes a round, which reads the messages after
 * the last `seq` sent and checks membership again. A notice that the members changed makes a round too, so a member
 * who leaves stops receiving. A comment goes out every CONVERSATION_STREAM_KEEPALIVE_MS (proxies keep a quiet stream
 * open), and a round runs every CONVERSATION_STREAM_RECHECK_MS, so a lost notice delays a message, never loses it; a
 * stream that could not subscribe to the notices (Redis did not answer) reads at every keepalive and tries again.
 * Rounds never overlap: a notice during a round makes one more round after it.
 */
@Injectable()
export class ConversationStreams {
  constructor(
    @Inject(ConversationsService) private readonly conversations: ConversationsService,
    @Inject(MessageNotices) private readonly notices: MessageNotices,
    @InjectConfig() private readonly config: ApplicationsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Checks the caller is a member (404 otherwise, before anything is streamed), then opens the stream with `open`
   * and keeps it fed until it ends. Resolves once the stream is open and its first messages are sent.
   */
  async follow(me: GatewayIdentity, id: string, after: number, open: () => EventStream): Promise<void> {
    const first = await this.conversations.messages(me, id, after, CONVERSATION_PAGE_MAX);
    const stream = open();
    let lastSent = after;
    const send = (messages: readonly ConversationMessage[]) => {
      for (const message of messages) {
        if (message.seq <= lastSent) continue;
        const data = JSON.stringify(message);
        if (!stream.send({ event: CONVERSATION_STREAM_MESSAGE_EVENT, id: message.seq, data })) return;
        lastSent = message.seq;
      }
    };
    send(first.messages);

    let reading = false;
    let again = false;
    const round = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          let page;
          do {
            if (stream.ended.aborted) return;
            page = await this.conversations.messages(me, id, lastSent, CONVERSATION_PAGE_MAX);
            send(page.messages);
          } while (page.hasMore);
        } while (again);
      } catch (err) {
        if (err instanceof ConversationException && err.code === 'NOT_FOUND') stream.close();
        else
          this.logger.warn({ err, conversationId: id }, 'conversation stream: a read failed; the next round retries');
      } finally {
        reading = false;
      }
    };

    const onNotice = (notice: Notice) => {
      if (notice.membersChanged) void round();
      else if (notice.seq <= lastSent) return;
      else if (notice.message && notice.seq === lastSent + 1) send([notice.message]);
      else void round();
    };
    let unwatch: (() => Promise<void>) | null = null;
    const watch = async () => {
      try {
        const stopWatching = await this.notices.watch(id, onNotice);
        if (stream.ended.aborted) void stopWatching();
        else unwatch = stopWatching;
      } catch (err) {
        this.logger.warn(
          { err, conversationId: id },
          'conversation stream: no Redis notices; reading on the keepalive',
        );
      }
    };
    await watch();
    const keepalive = setInterval(() => {
      if (!stream.comment() || unwatch) return;
      // Not told of new messages (Redis did not answer): read at every keepalive, and try to be told again.
      void round();
      void watch();
    }, this.config.CONVERSATION_STREAM_KEEPALIVE_MS);
    const recheck = setInterval(() => void round(), this.config.CONVERSATION_STREAM_RECHECK_MS);
    const stop = () => {
      clearInterval(keepalive);
      clearInterval(recheck);
      void unwatch?.();
    };
    if (stream.ended.aborted) stop();
    else stream.ended.addEventListener('abort', stop, { once: true });
    // What was posted between the first read and the subscription, and the rest of a long backlog.
    await round();
  }
}

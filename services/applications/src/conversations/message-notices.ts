import { Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type { ConversationMessage } from '@trio/contracts/http/conversations';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { closeRedis, InjectRedis } from '@trio/service-kit/redis';
import { type Redis } from 'ioredis';
import { type ApplicationsConfig } from '../config';

/**
 * What a stream of the conversation is told: a message was stored (its `seq`, and the message as the API shows it,
 * so a stream that holds the one before it sends it without reading), or its members changed (`seq` 0: a stream
 * checks its reader still belongs).
 */
export interface Notice {
  seq: number;
  message?: ConversationMessage;
  membersChanged?: true;
}

export type NoticeListener = (notice: Notice) => void;

/** A notice as published; anything else on the channel is ignored. */
function parseNotice(text: string): Notice | null {
  try {
    const notice = JSON.parse(text) as Partial<Notice> | null;
    if (!notice || !Number.isInteger(notice.seq)) return null;
    if (notice.message && notice.message.seq !== notice.seq) return null;
    return {
      seq: notice.seq!,
      ...(notice.message ? { message: notice.message } : {}),
      ...(notice.membersChanged ? { membersChanged: true as const } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * "Message N was posted in conversation X, here it is" (or "X's members changed"), across every replica of the
 * service, over Redis pub/sub: one channel per conversation (`<MONGO_DB>:conversation-posted:<id>`, so two stacks
 * on one Redis stay apart), one subscriber connection per process, subscribed while at least one of its streams
 * watches the conversation.
 *
 * The database stays the source of truth: a stream sends a notice's message only when it is the very next `seq`
 * it owes its reader, and reads the database otherwise, so a notice lost, late or twice changes nothing but when
 * the message arrives (the stream's periodic read picks up a lost one).
 * Publishing uses the app's Redis (the kit's `RedisModule`, which the running service imports); the ops commands,
 * which post nothing, have none, and then nothing is published.
 */
@Injectable()
export class MessageNotices implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  /** Per channel watched: its listeners, and the subscription they wait for. */
  private readonly channels = new Map<string, { listeners: Set<NoticeListener>; subscribed: Promise<unknown> }>();

  constructor(
    @InjectConfig() private readonly config: ApplicationsConfig,
    @InjectLogger() private readonly logger: Logger,
    @Optional() @InjectRedis() private readonly redis?: Redis,
  ) {}

  /** Tells every replica's streams of the conversation that `message` is stored; a failure is logged, not thrown. */
  announce(conversationId: string, message: ConversationMessage): Promise<void> {
    return this.publish(conversationId, { seq: message.seq, message });
  }

  /** Tells the conversation's streams that someone stopped being a member (each checks its reader). */
  announceMembersChanged(conversationId: string): Promise<void> {
    return this.publish(conversationId, { seq: 0, membersChanged: true });
  }

  private async publish(conversationId: string, notice: Notice): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channelOf(conversationId), JSON.stringify(notice));
    } catch (err) {
      this.logger.warn(
        { err, conversationId, seq: notice.seq },
        'conversation notice not published; streams read the conversation on their next round',
      );
    }
  }

  /**
   * Calls `listener` with each notice about the conversation from now on; resolves once Redis
   * confirms the subscription (a message posted after that is announced to it). Returns the way to stop.
   */
  async watch(conversationId: string, listener: NoticeListener): Promise<() => Promise<void>> {
    const channel = this.channelOf(conversationId);
    let watched = this.channels.get(channel);
    if (!watched) {
      // Commands on one connection run in order: the last subscribe or unsubscribe of a channel decides.
      watched = { listeners: new Set(), subscribed: this.subscriberConnection().subscribe(channel) };
      this.channels.set(channel, watched);
    }
    watched.listeners.add(listener);
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      watched.listeners.delete(listener);
      if (watched.listeners.size === 0 && this.channels.get(channel) === watched) {
        this.channels.delete(channel);
        if (this.subscriber?.status === 'ready') await this.subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
    try {
      await watched.subscribed;
    } catch (error) {
      // Not subscribed (Redis did not answer): none of its watchers is told anything; the next watch tries again.
      if (this.channels.get(channel) === watched) this.channels.delete(channel);
      stopped = true;
      throw error;
    }
    return stop;
  }

  async onApplicationShutdown(): Promise<void> {
    this.channels.clear();
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  private channelOf(conversationId: string): string {
    return `${this.config.MONGO_DB}:conversation-posted:${conversationId}`;
  }

  /** The process's one subscriber connection (a subscribed connection takes no other commands), made on first use. */
  private subscriberConnection(): Redis {
    if (!this.subscriber) {
      const subscriber = this.redis ? this.redis.duplicate() : undefined;
      if (!subscriber) throw new Error('MessageNotices.watch needs the app’s Redis (RedisModule)');
      subscriber.on('message', (channel: string, text: string) => {
        const notice = parseNotice(text);
        if (!notice) return;
        for (const listener of this.channels.get(channel)?.listeners ?? []) listener(notice);
      });
      // After a reconnect ioredis subscribes again to the channels it had (autoResubscribe).
      subscriber.on('error', (err: unknown) => this.logger.warn({ err }, 'message notices: Redis subscriber error'));
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }
}

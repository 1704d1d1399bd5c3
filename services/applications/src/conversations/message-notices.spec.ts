import { EventEmitter } from 'node:events';
import type { ConversationMessage } from '@trio/contracts/http/conversations';
import type { Logger } from '@trio/service-kit/logging';
import type { Redis } from 'ioredis';
import type { ApplicationsConfig } from '../config';
import { MessageNotices, type Notice } from './message-notices';

const CHANNEL = 'trio_applications:conversation-posted:c1';

const message: ConversationMessage = {
  _id: 'm3',
  conversationId: 'c1',
  seq: 3,
  author: { id: 'u2', name: 'Priya Nair', role: 'manager' },
  text: 'The flat is free from 1 December.',
  images: [],
  createdAt: '2026-11-28T04:03:00.000Z',
  readBy: ['u2'],
};

/** Redis as the notices use it: publish on the app's connection, subscribe on its duplicate (which may refuse). */
function fakeRedis() {
  const subscriber = Object.assign(new EventEmitter(), {
    status: 'ready',
    refusals: 0,
    subscribed: [] as string[],
    subscribe: jest.fn(async (channel: string) => {
      if (subscriber.refusals > 0) {
        subscriber.refusals -= 1;
        throw new Error('connect ETIMEDOUT');
      }
      subscriber.subscribed.push(channel);
      return 1;
    }),
    unsubscribe: jest.fn(async () => 0),
  });
  const redis = {
    publish: jest.fn(async (channel: string, text: string) => {
      if (subscriber.subscribed.includes(channel)) subscriber.emit('message', channel, text);
      return 1;
    }),
    duplicate: () => subscriber,
  };
  return { redis: redis as unknown as Redis, subscriber };
}

function subject() {
  const { redis, subscriber } = fakeRedis();
  const notices = new MessageNotices(
    { MONGO_DB: 'trio_applications' } as ApplicationsConfig,
    { warn: jest.fn() } as unknown as Logger,
    redis,
  );
  return { notices, subscriber, redis };
}

describe('MessageNotices', () => {
  it('tells a conversation’s watchers each stored message with the message, and that its members changed', async () => {
    const { notices } = subject();
    const heard: Notice[] = [];
    const stop = await notices.watch('c1', (notice) => heard.push(notice));
    await notices.announce('c1', message);
    await notices.announceMembersChanged('c1');
    await notices.announce('c2', { ...message, conversationId: 'c2' });
    expect(heard).toEqual([
      { seq: 3, message },
      { seq: 0, membersChanged: true },
    ]);
    await stop();
  });

  it('ignores what is no notice on the channel', async () => {
    const { notices, subscriber } = subject();
    const heard: Notice[] = [];
    await notices.watch('c1', (notice) => heard.push(notice));
    for (const text of ['3', 'not json', '{"seq":"3"}', JSON.stringify({ seq: 4, message })]) {
      subscriber.emit('message', CHANNEL, text);
    }
    expect(heard).toEqual([]);
  });

  it('refuses a watch Redis would not subscribe, keeps no listener of it, and subscribes again on the next watch', async () => {
    const { notices, subscriber } = subject();
    subscriber.refusals = 1;
    const first = jest.fn();
    await expect(notices.watch('c1', first)).rejects.toThrow('connect ETIMEDOUT');

    const second = jest.fn();
    await notices.watch('c1', second);
    expect(subscriber.subscribe).toHaveBeenCalledTimes(2);
    await notices.announce('c1', message);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ seq: 3, message });
  });

  it('unsubscribes once the last watcher of a conversation stops', async () => {
    const { notices, subscriber } = subject();
    const stopOne = await notices.watch('c1', jest.fn());
    const stopTwo = await notices.watch('c1', jest.fn());
    expect(subscriber.subscribe).toHaveBeenCalledTimes(1);
    await stopOne();
    expect(subscriber.unsubscribe).not.toHaveBeenCalled();
    await stopTwo();
    expect(subscriber.unsubscribe).toHaveBeenCalledWith(CHANNEL);
  });
});

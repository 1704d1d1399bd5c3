import type { KafkaMessage } from 'kafkajs';
import { handleByKey } from './events.transport';

const message = (key: string | null, offset: number) =>
  ({ key: key === null ? null : Buffer.from(key), offset: String(offset), value: null }) as unknown as KafkaMessage;

describe('handleByKey (the consumer with concurrency)', () => {
  it("handles different keys at once, at most `concurrency`, and one key's messages in their order", async () => {
    const messages = [
      message('a', 0),
      message('b', 1),
      message('a', 2),
      message('c', 3),
      message('b', 4),
      message('d', 5),
      message('a', 6),
      message(null, 7),
    ];
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const handled = new Map<string, number[]>();
    await handleByKey(messages, 3, async (m) => {
      const key = m.key?.toString() ?? 'none';
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${m.offset}`);
      // Different keys' handlers finish out of order: a later message of another key may finish first.
      await new Promise((resolve) => setTimeout(resolve, key === 'a' ? 15 : 5));
      handled.set(key, [...(handled.get(key) ?? []), Number(m.offset)]);
      running -= 1;
    });
    expect(handled.get('a')).toEqual([0, 2, 6]);
    expect(handled.get('b')).toEqual([1, 4]);
    expect([...handled.values()].flat().sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    // One key at a time: a's second message starts only after its first finished.
    expect(log.indexOf('start 2')).toBeGreaterThan(log.indexOf('start 0'));
  });

  it('stops at the first message that fails, as the consumer does without concurrency', async () => {
    const seen: string[] = [];
    const run = handleByKey([message('a', 0), message('a', 1), message('b', 2)], 2, async (m) => {
      seen.push(m.offset);
      if (m.offset === '0') throw new Error('dead-lettering failed');
    });
    await expect(run).rejects.toThrow('dead-lettering failed');
    expect(seen).not.toContain('1');
  });
});

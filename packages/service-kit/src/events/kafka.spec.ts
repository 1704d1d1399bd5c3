import type { Admin } from 'kafkajs';
import { ensureTopics } from './kafka';

/**
 * A broker as a loaded machine's just-started Kafka answers: the first metadata requests get no answer (kafkajs then
 * throws its own TypeError), the first CreateTopics times out on the client although the broker goes on to create it.
 */
function slowBroker(options: { silentMetadataRequests: number; timedOutCreates: number }) {
  const onBroker = new Set<string>(['existing']);
  const calls = { listTopics: 0, createTopics: [] as string[][] };
  const admin = {
    listTopics: async () => {
      calls.listTopics += 1;
      if (calls.listTopics <= options.silentMetadataRequests) {
        throw new TypeError("Cannot destructure property 'topicMetadata' of '(intermediate value)' as it is null.");
      }
      return [...onBroker];
    },
    createTopics: async ({ topics }: { topics: Array<{ topic: string }> }) => {
      const names = topics.map((t) => t.topic);
      calls.createTopics.push(names);
      if (names.some((name) => onBroker.has(name))) throw new Error('Topic with this name already exists');
      // The first ones: the broker creates the first topic asked for, and the client gives up waiting.
      if (calls.createTopics.length <= options.timedOutCreates) {
        onBroker.add(names[0]!);
        throw new Error('Request CreateTopics(key: 19, version: 3) timed out');
      }
      for (const name of names) onBroker.add(name);
      return true;
    },
    fetchTopicMetadata: async ({ topics }: { topics: string[] }) => ({
      topics: topics.map((name) => ({ name, partitions: [{ partitionId: 0, leader: 1 }] })),
    }),
  };
  return { admin: admin as unknown as Admin, onBroker, calls };
}

/** Runs `ensureTopics` on jest's clock, moving it on by `ms`: its pauses between attempts take no real time. */
async function onFakeClock<T>(run: () => Promise<T>, ms: number): Promise<T | Error> {
  const outcome = run().catch((err: Error) => err);
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('ensureTopics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a broker that does not answer its metadata requests yet, then creates what is missing', async () => {
    const broker = slowBroker({ silentMetadataRequests: 2, timedOutCreates: 0 });
    expect(
      await onFakeClock(() => ensureTopics(broker.admin, ['existing', 'a', 'b'], { leaderWaitMs: 10_000 }), 5_000),
    ).toEqual(['a', 'b']);
    expect([...broker.onBroker].sort()).toEqual(['a', 'b', 'existing']);
    expect(broker.calls.createTopics).toEqual([['a', 'b']]);
  });

  it('asks again for only what is still missing after a CreateTopics the client gave up on', async () => {
    const broker = slowBroker({ silentMetadataRequests: 0, timedOutCreates: 1 });
    expect(await onFakeClock(() => ensureTopics(broker.admin, ['a', 'b'], { leaderWaitMs: 10_000 }), 5_000)).toEqual([
      'a',
      'b',
    ]);
    expect(broker.calls.createTopics).toEqual([['a', 'b'], ['b']]);
    expect([...broker.onBroker].sort()).toEqual(['a', 'b', 'existing']);
  });

  it("gives up with the broker's own error once the wait has passed", async () => {
    const broker = slowBroker({ silentMetadataRequests: 0, timedOutCreates: Infinity });
    const outcome = await onFakeClock(
      () => ensureTopics(broker.admin, ['a', 'b', 'c', 'd'], { leaderWaitMs: 1_200 }),
      5_000,
    );
    expect(outcome).toEqual(new Error('Request CreateTopics(key: 19, version: 3) timed out'));
    // Every 500 ms of the 1.2 s it asked again, then gave up on the attempt that found the deadline passed.
    expect(broker.calls.createTopics).toEqual([['a', 'b', 'c', 'd'], ['b', 'c', 'd'], ['c', 'd'], ['d']]);
  });
});

import type { Kafka } from 'kafkajs';
import { OutboxRelay } from './outbox.relay';

/** A watched collection whose sweep query takes `scanMs` (fake time) and finds nothing. */
function slowCollection(scanMs: number) {
  const starts: number[] = [];
  let running = 0;
  let maxRunning = 0;
  const model = {
    find: () => ({
      limit: () => ({
        lean: async () => {
          starts.push(Date.now());
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await new Promise((resolve) => setTimeout(resolve, scanMs));
          running -= 1;
          return [];
        },
      }),
    }),
  };
  return { model, starts, maxRunning: () => maxRunning };
}

describe('OutboxRelay sweeps', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  function relayWith(scanMs: number) {
    const relay = new OutboxRelay({ service: 'test', brokers: [], sweepIntervalMs: 1_000 }, {} as Kafka);
    const collection = slowCollection(scanMs);
    relay.watch(collection.model as never);
    return { relay, ...collection };
  }

  it('sweeps every interval when a sweep is quick', async () => {
    const { relay, starts } = relayWith(10);
    relay.startSweeping();
    await jest.advanceTimersByTimeAsync(3_500);
    await relay.stop();
    // At 0, then 1 000 ms after each sweep ended (each takes 10 ms).
    expect(starts).toEqual([0, 1_010, 2_020, 3_030]);
  });

  it('never overlaps a slow sweep and pauses ten times as long as it took', async () => {
    const { relay, starts, maxRunning } = relayWith(2_000);
    relay.startSweeping();
    await jest.advanceTimersByTimeAsync(50_000);
    await relay.stop();
    expect(maxRunning()).toBe(1);
    // 2 s scans: the next starts 20 s after the previous ended.
    expect(starts).toEqual([0, 22_000, 44_000]);
  });

  it('keeps one round of sweeps after a stop and a restart while a sweep was running', async () => {
    const { relay, starts, maxRunning } = relayWith(2_000);
    relay.startSweeping();
    await jest.advanceTimersByTimeAsync(500);
    const stopping = relay.stop();
    relay.startSweeping();
    await jest.advanceTimersByTimeAsync(60_000);
    await stopping;
    await relay.stop();
    expect(maxRunning()).toBeLessThanOrEqual(2);
    // The restart's own round: 500, then every 22 s; the stopped round schedules nothing more.
    expect(starts).toEqual([0, 500, 22_500, 44_500]);
  });
});

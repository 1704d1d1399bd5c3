import { ManualClock } from '../../clock';
import {
  OverloadedError,
  type Permit,
  RequestAbandonedError,
  RequestLimiter,
  type RequestLimits,
  type Schedule,
} from './request-limiter';

const SLOW = 'GET /trio/rental-applications/property-manager/:id';
const OTHER = 'GET /trio/users/:uid/rentalApplications';

/** A timer driven by the test: `advance(ms)` moves the clock and runs what has come due. */
function manualTime() {
  const clock = new ManualClock(new Date('2026-03-02T04:30:00Z'));
  const timers: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];
  const schedule: Schedule = (ms, callback) => {
    const timer = { at: clock.now().getTime() + ms, callback, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  return {
    clock,
    schedule,
    pending: () => timers.filter((timer) => !timer.cancelled).length,
    advance(ms: number) {
      clock.set(new Date(clock.now().getTime() + ms));
      for (const timer of timers.splice(0)) {
        if (timer.cancelled) continue;
        if (timer.at <= clock.now().getTime()) timer.callback();
        else timers.push(timer);
      }
    },
  };
}

/** The outcome of an acquire, readable synchronously after a flush of the microtasks. */
function track(promise: Promise<Permit>) {
  const outcome: { permit?: Permit; error?: Error } = {};
  promise.then(
    (permit) => (outcome.permit = permit),
    (error: Error) => (outcome.error = error),
  );
  return outcome;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function limiter(limits: Partial<RequestLimits> = {}) {
  const time = manualTime();
  const subject = new RequestLimiter({
    maxInFlight: 4,
    maxInFlightPerRoute: 2,
    maxQueuePerRoute: 3,
    maxQueueWaitMs: 1_000,
    ...limits,
    clock: time.clock,
    schedule: time.schedule,
  });
  return { limiter: subject, time };
}

describe('RequestLimiter', () => {
  it('starts requests at once while there is room, up to the per-route cap', async () => {
    const { limiter: l } = limiter();
    const first = track(l.acquire(SLOW));
    const second = track(l.acquire(SLOW));
    const third = track(l.acquire(SLOW));
    await flush();
    expect(first.permit).toBeDefined();
    expect(second.permit).toBeDefined();
    expect(third).toEqual({}); // waiting: the route holds 2 of the 4
    expect(l.snapshot()).toEqual([{ route: SLOW, inFlight: 2, queued: 1 }]);

    first.permit!.release();
    await flush();
    expect(third.permit).toBeDefined();
    expect(l.active).toBe(2);
  });

  it('refuses at once when the route’s queue is full, and another route still starts', async () => {
    const { limiter: l } = limiter();
    const outcomes = Array.from({ length: 6 }, () => track(l.acquire(SLOW)));
    await flush();
    expect(outcomes.filter((o) => o.permit)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.permit && !o.error)).toHaveLength(3);
    const refused = outcomes[5]!.error;
    expect(refused).toBeInstanceOf(OverloadedError);
    expect((refused as OverloadedError).reason).toBe('queue-full');

    const other = track(l.acquire(OTHER));
    await flush();
    expect(other.permit).toBeDefined();
  });

  it('refuses a waiter when its wait budget is up, not before, and leaves no timer behind', async () => {
    const { limiter: l, time } = limiter();
    track(l.acquire(SLOW));
    track(l.acquire(SLOW));
    const waiting = track(l.acquire(SLOW));
    time.advance(400);
    const later = track(l.acquire(SLOW));
    time.advance(599);
    await flush();
    expect(waiting).toEqual({});

    time.advance(1); // 1 000 ms after it arrived
    await flush();
    expect(waiting.error).toBeInstanceOf(OverloadedError);
    expect((waiting.error as OverloadedError).reason).toBe('wait-exceeded');
    expect(later).toEqual({});

    time.advance(400);
    await flush();
    expect((later.error as OverloadedError).reason).toBe('wait-exceeded');
    expect(time.pending()).toBe(0);
    expect(l.snapshot()).toEqual([{ route: SLOW, inFlight: 2, queued: 0 }]);
  });

  it('takes routes in turn when a slot frees: a burst on one route delays another route by one turn at most', async () => {
    const { limiter: l } = limiter({ maxInFlight: 2, maxInFlightPerRoute: 2, maxQueuePerRoute: 100 });
    const running = [track(l.acquire(SLOW)), track(l.acquire(SLOW))];
    const burst = Array.from({ length: 50 }, () => track(l.acquire(SLOW)));
    const renter = track(l.acquire(OTHER));
    await flush();
    expect(renter).toEqual({});

    running[0]!.permit!.release();
    await flush();
    // The slow route's oldest waiter had the first turn (its queue was first), the renter's route has the next.
    expect(burst[0]!.permit).toBeDefined();
    running[1]!.permit!.release();
    await flush();
    expect(renter.permit).toBeDefined();
    expect(burst[1]!.permit).toBeUndefined();
  });

  it('keeps room for other routes: a route never holds more than its cap, whatever waits', async () => {
    const { limiter: l } = limiter({ maxInFlight: 4, maxInFlightPerRoute: 3, maxQueuePerRoute: 100 });
    Array.from({ length: 20 }, () => track(l.acquire(SLOW)));
    await flush();
    expect(l.snapshot()).toEqual([{ route: SLOW, inFlight: 3, queued: 17 }]);
    const renter = track(l.acquire(OTHER));
    await flush();
    expect(renter.permit).toBeDefined();
  });

  it('drops a waiter whose client went away, without ever starting it', async () => {
    const { limiter: l, time } = limiter({ maxInFlight: 1, maxInFlightPerRoute: 1 });
    const running = track(l.acquire(SLOW));
    const client = new AbortController();
    const abandoned = track(l.acquire(SLOW, client.signal));
    const next = track(l.acquire(SLOW));
    await flush();
    client.abort();
    await flush();
    expect(abandoned.error).toBeInstanceOf(RequestAbandonedError);

    running.permit!.release();
    await flush();
    expect(abandoned.permit).toBeUndefined();
    expect(next.permit).toBeDefined();
    expect(l.snapshot()).toEqual([{ route: SLOW, inFlight: 1, queued: 0 }]);
    expect(time.pending()).toBe(0);
  });

  it('refuses a request whose client has already gone, and does not count it', async () => {
    const { limiter: l } = limiter();
    const gone = AbortSignal.abort();
    const outcome = track(l.acquire(SLOW, gone));
    await flush();
    expect(outcome.error).toBeInstanceOf(RequestAbandonedError);
    expect(l.active).toBe(0);
  });

  it('a permit released twice frees one slot', async () => {
    const { limiter: l } = limiter({ maxInFlight: 1, maxInFlightPerRoute: 1 });
    const first = track(l.acquire(SLOW));
    const second = track(l.acquire(SLOW));
    const third = track(l.acquire(SLOW));
    await flush();
    first.permit!.release();
    first.permit!.release();
    await flush();
    expect(second.permit).toBeDefined();
    expect(third).toEqual({});
    expect(l.active).toBe(1);
  });

  it('does not start a waiter whose time is up when a slot frees late (the timer had not run yet)', async () => {
    const { limiter: l, time } = limiter({ maxInFlight: 1, maxInFlightPerRoute: 1 });
    const running = track(l.acquire(SLOW));
    const stale = track(l.acquire(SLOW));
    time.clock.set(new Date(time.clock.now().getTime() + 1_500)); // the clock moved, the timer has not fired
    const fresh = track(l.acquire(SLOW));
    await flush();
    running.permit!.release();
    await flush();
    expect((stale.error as OverloadedError).reason).toBe('wait-exceeded');
    expect(fresh.permit).toBeDefined();
  });

  it('caps the per-route limit at the global one', () => {
    const { limiter: l } = limiter({ maxInFlight: 2, maxInFlightPerRoute: 10 });
    expect(l.limits.maxInFlightPerRoute).toBe(2);
  });
});

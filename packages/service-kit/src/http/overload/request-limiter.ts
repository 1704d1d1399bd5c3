import { type Clock, systemClock } from '../../clock';

/** How much work an app takes on at once, and how long the excess may wait (the kit's OVERLOAD_* settings). */
export interface RequestLimits {
  /** Requests worked on at once, all routes together. */
  maxInFlight: number;
  /** Requests of one route worked on at once (at most `maxInFlight`): the other routes always find room. */
  maxInFlightPerRoute: number;
  /** Requests of one route waiting to start; one more is refused at once. */
  maxQueuePerRoute: number;
  /** How long a request may wait to start; then it is refused. */
  maxQueueWaitMs: number;
}

/** Calls `callback` in `ms` milliseconds; the returned function cancels it. */
export type Schedule = (ms: number, callback: () => void) => () => void;

/** `setTimeout`, not keeping the process alive on its own. */
export const scheduleTimeout: Schedule = (ms, callback) => {
  const timer = setTimeout(callback, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** Why a request was refused: its route's queue was full, or it could not start within `maxQueueWaitMs`. */
export type OverloadReason = 'queue-full' | 'wait-exceeded';

/** The request cannot be taken on now: answer 503 OVERLOADED with `retry-after`. */
export class OverloadedError extends Error {
  constructor(
    readonly reason: OverloadReason,
    readonly route: string,
  ) {
    super(reason === 'queue-full' ? `${route}: its queue is full` : `${route}: could not start in time`);
    this.name = 'OverloadedError';
  }
}

/** The request's client went away while the request waited: nothing to answer, nothing to do. */
export class RequestAbandonedError extends Error {
  constructor(readonly route: string) {
    super(`${route}: the client went away while the request waited`);
    this.name = 'RequestAbandonedError';
  }
}

/** The right to work on one request; `release()` when its answer is done (a second call does nothing). */
export interface Permit {
  release(): void;
}

interface Waiter {
  route: string;
  /** When it must have started (ms since the epoch, by the limiter's clock). */
  deadline: number;
  start(permit: Permit): void;
  refuse(error: Error): void;
}

interface RouteState {
  inFlight: number;
  /** Oldest first. */
  queue: Waiter[];
}

export interface RequestLimiterOptions extends RequestLimits {
  /** Default: the system clock; tests pass a `ManualClock`. */
  clock?: Clock;
  /** How the limiter wakes up when the oldest waiter's time is up; default `setTimeout`. */
  schedule?: Schedule;
}

/**
 * Bounds the requests an app works on at once, fairly between routes.
 *
 * A request of a route starts at once while fewer than `maxInFlight` requests, and fewer than `maxInFlightPerRoute`
 * of its route, are being worked on and none of its route is waiting. Otherwise it waits in its route's queue
 * (first come, first served within a route), unless that queue already holds `maxQueuePerRoute` (refused at once,
 * `queue-full`). When a request ends, the routes with waiters take turns (round robin), so a burst on one slow route
 * delays another route's request by one turn at most, and the per-route cap keeps room for the other routes in the
 * first place. A waiter that has not started `maxQueueWaitMs` after it arrived is refused (`wait-exceeded`) when its
 * time is up; one whose client went away (its `signal` aborted) leaves the queue without ever starting.
 *
 * Pure bookkeeping with an injected clock and timer: `request-limiter.spec.ts` drives it without waiting.
 */
export class RequestLimiter {
  readonly limits: RequestLimits;
  private readonly clock: Clock;
  private readonly schedule: Schedule;
  private inFlight = 0;
  private readonly routes = new Map<string, RouteState>();
  /** Routes with waiters, in the order they get their next turn. */
  private turns: string[] = [];
  private wakeup: { at: number; cancel: () => void } | undefined;

  constructor(options: RequestLimiterOptions) {
    const { clock, schedule, ...limits } = options;
    this.limits = { ...limits, maxInFlightPerRoute: Math.min(limits.maxInFlightPerRoute, limits.maxInFlight) };
    this.clock = clock ?? systemClock;
    this.schedule = schedule ?? scheduleTimeout;
  }

  /**
   * A permit to work on a request of `route` (its method and pattern: `GET /notes/:id`), now or after waiting its
   * turn. Rejects with {@link OverloadedError} when it cannot start in time, or {@link RequestAbandonedError} when
   * `signal` aborts (its client left) before it starts.
   */
  acquire(route: string, signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(new RequestAbandonedError(route));
    const state = this.stateOf(route);
    if (state.queue.length === 0 && this.hasRoomFor(state)) return Promise.resolve(this.grant(route, state));
    if (state.queue.length >= this.limits.maxQueuePerRoute) {
      this.forgetIfIdle(route, state);
      return Promise.reject(new OverloadedError('queue-full', route));
    }
    return new Promise<Permit>((resolve, reject) => {
      const onAbort = () => {
        const index = state.queue.indexOf(waiter);
        if (index < 0) return;
        state.queue.splice(index, 1);
        this.afterLeaving(route, state);
        reject(new RequestAbandonedError(route));
      };
      const waiter: Waiter = {
        route,
        deadline: this.now() + this.limits.maxQueueWaitMs,
        start: (permit) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(permit);
        },
        refuse: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.queue.push(waiter);
      if (state.queue.length === 1) this.turns.push(route);
      this.armWakeup();
    });
  }

  /** Requests being worked on, all routes. */
  get active(): number {
    return this.inFlight;
  }

  /** Requests being worked on and waiting, by route (routes with neither are left out). */
  snapshot(): Array<{ route: string; inFlight: number; queued: number }> {
    return [...this.routes].map(([route, state]) => ({ route, inFlight: state.inFlight, queued: state.queue.length }));
  }

  /**
   * Refuses the waiters whose time is up (`wait-exceeded`). Runs when the oldest waiter's time is up; a test that set
   * its clock forward may call it instead of waiting for the timer.
   */
  expire(): void {
    const now = this.now();
    for (const [route, state] of this.routes) {
      let expired = 0;
      while (expired < state.queue.length && state.queue[expired]!.deadline <= now) expired += 1;
      if (expired === 0) continue;
      for (const waiter of state.queue.splice(0, expired)) waiter.refuse(new OverloadedError('wait-exceeded', route));
      this.afterLeaving(route, state);
    }
    this.armWakeup();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private stateOf(route: string): RouteState {
    let state = this.routes.get(route);
    if (!state) {
      state = { inFlight: 0, queue: [] };
      this.routes.set(route, state);
    }
    return state;
  }

  private hasRoomFor(state: RouteState): boolean {
    return this.inFlight < this.limits.maxInFlight && state.inFlight < this.limits.maxInFlightPerRoute;
  }

  private grant(route: string, state: RouteState): Permit {
    this.inFlight += 1;
    state.inFlight += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        state.inFlight -= 1;
        this.forgetIfIdle(route, state);
        this.startWaiters();
      },
    };
  }

  /** Starts waiters while there is room: the routes with waiters take turns, skipping those at their own cap. */
  private startWaiters(): void {
    const now = this.now();
    while (this.inFlight < this.limits.maxInFlight) {
      const turn = this.turns.findIndex((route) => this.hasRoomFor(this.routes.get(route)!));
      if (turn < 0) break;
      const route = this.turns[turn]!;
      const state = this.routes.get(route)!;
      const waiter = state.queue.shift()!;
      this.turns.splice(turn, 1);
      if (state.queue.length > 0) this.turns.push(route);
      if (waiter.deadline <= now) {
        // Its time is up (the timer is late): refused like the timer would have, and the turn goes on.
        waiter.refuse(new OverloadedError('wait-exceeded', route));
        this.forgetIfIdle(route, state);
        continue;
      }
      waiter.start(this.grant(route, state));
    }
    this.armWakeup();
  }

  /** After waiters left a route's queue otherwise than by starting. */
  private afterLeaving(route: string, state: RouteState): void {
    if (state.queue.length === 0) this.turns = this.turns.filter((waiting) => waiting !== route);
    this.forgetIfIdle(route, state);
  }

  private forgetIfIdle(route: string, state: RouteState): void {
    if (state.inFlight === 0 && state.queue.length === 0) this.routes.delete(route);
  }

  /** Keeps one timer, for the oldest waiter's deadline (every waiter has the same budget: heads are the oldest). */
  private armWakeup(): void {
    let earliest: number | undefined;
    for (const route of this.turns) {
      const head = this.routes.get(route)?.queue[0];
      if (head && (earliest === undefined || head.deadline < earliest)) earliest = head.deadline;
    }
    if (earliest === this.wakeup?.at) return;
    this.wakeup?.cancel();
    this.wakeup = undefined;
    if (earliest === undefined) return;
    this.wakeup = {
      at: earliest,
      cancel: this.schedule(Math.max(0, earliest - this.now()), () => {
        this.wakeup = undefined;
        this.expire();
      }),
    };
  }
}

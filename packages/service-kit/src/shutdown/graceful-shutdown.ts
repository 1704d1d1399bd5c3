import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { settleWithin } from './settle-within';

/** Nest's hooks that run while an app closes, in the order Nest calls them. */
const CLOSING_HOOKS = ['onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown'] as const;

type Fields = Record<string, unknown>;
export interface ShutdownLog {
  info(fields: Fields, msg: string): void;
  error(fields: Fields, msg: string): void;
}

export interface GracefulShutdownOptions {
  /** The whole close must end within this; then the process exits anyway (code 1), naming what was still open. */
  timeoutMs: number;
  log: ShutdownLog;
  /** Ends the process with the code: 0 closed in time, 1 a part failed to close or the deadline passed. */
  exit?: (code: number) => void;
}

/** How a shutdown ended: `closed` within the budget, a part `failed`, or the deadline passed with parts `open`. */
export type ShutdownOutcome =
  | { outcome: 'closed'; durationMs: number }
  | { outcome: 'failed'; durationMs: number; error: string; open: string[] }
  | { outcome: 'timed-out'; durationMs: number; open: string[] };

const apps = new WeakMap<object, GracefulShutdown>();

/**
 * Closes one app on SIGTERM/SIGINT within a deadline, instead of Nest's `enableShutdownHooks` (which waits for ever
 * when a part never finishes closing, and ignores every later signal):
 *
 * 1. intake stops first (the parts given to `stopFirst`: the HTTP server stops accepting requests and lets those under
 *    way finish; the Kafka consumer finishes the message under way, commits and leaves), so no new work reaches the
 *    parts closed next; it gets at most half the budget;
 * 2. then the app's own close (`app.close()`: Nest's destroy and shutdown hooks, e.g. the job workers, the outbox relay,
 *    the Kafka producer, the Redis and MongoDB connections);
 * 3. the process exits: 0 when everything closed, 1 when a part failed or the deadline passed first. At the deadline
 *    the log names every part still closing (`stillOpen`: "JobWorkers.onModuleDestroy", "kafka consumer", …).
 *
 * A second signal while closing changes nothing (it is logged): the close under way goes on, with the same deadline.
 */
export class GracefulShutdown {
  private readonly first: { name: string; stop: () => Promise<unknown> }[] = [];
  private readonly open = new Map<number, string>();
  private nextStep = 0;
  private startedAt = 0;
  private running?: Promise<ShutdownOutcome>;
  private listening: NodeJS.Signals[] = [];

  constructor(
    private readonly app: INestApplicationContext,
    private readonly options: GracefulShutdownOptions,
  ) {
    apps.set(app, this);
  }

  /** The app's shutdown, when it has one (an app made with shutdown hooks off has none). */
  static of(app: object): GracefulShutdown | undefined {
    return apps.get(app);
  }

  /** Stops a source of new work before the app's hooks run (in parallel with the other sources). */
  stopFirst(name: string, stop: () => Promise<unknown>): void {
    this.first.push({ name, stop });
  }

  /** Shuts down on the first of these signals, then exits. */
  listen(signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): this {
    for (const signal of signals) {
      process.on(signal, this.onSignal);
      this.listening.push(signal);
    }
    return this;
  }

  /** Closes the app within the deadline (once: a later call gets the same outcome). */
  shutDown(reason: string): Promise<ShutdownOutcome> {
    this.running ??= this.run(reason);
    return this.running;
  }

  private readonly onSignal = (signal: NodeJS.Signals) => {
    if (this.running) {
      const leftMs = Math.max(0, this.options.timeoutMs - (Date.now() - this.startedAt));
      this.options.log.info({ signal, leftMs, stillOpen: this.stillOpen() }, 'already shutting down');
      return;
    }
    void this.shutDown(signal).then(({ outcome }) => (this.options.exit ?? process.exit)(outcome === 'closed' ? 0 : 1));
  };

  private async run(reason: string): Promise<ShutdownOutcome> {
    const { log, timeoutMs } = this.options;
    this.startedAt = Date.now();
    log.info({ reason, timeoutMs }, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), timeoutMs)));
    const closing = this.close().then(
      () => 'closed' as const,
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
    const ended = await Promise.race([closing, deadline]);
    clearTimeout(timer);
    const durationMs = Date.now() - this.startedAt;
    let result: ShutdownOutcome;
    if (ended === 'closed') {
      result = { outcome: 'closed', durationMs };
      log.info({ durationMs }, 'shut down');
    } else if (ended === 'deadline') {
      result = { outcome: 'timed-out', durationMs, open: this.stillOpen() };
      log.error(
        { durationMs, timeoutMs, stillOpen: result.open },
        'shutdown ran out of time; exiting with parts still open',
      );
    } else {
      result = { outcome: 'failed', durationMs, error: ended.message, open: this.stillOpen() };
      log.error({ durationMs, error: ended.message, stillOpen: result.open }, 'shutdown failed');
    }
    for (const signal of this.listening.splice(0)) process.removeListener(signal, this.onSignal);
    return result;
  }

  private async close(): Promise<void> {
    this.trackClosingHooks();
    // Intake gets half the budget: a source that cannot stop in time must not keep the rest from closing in order.
    const failures: string[] = [];
    const stopped = await settleWithin(
      Promise.all(
        this.first.map(({ name, stop }) =>
          this.step(name, stop).catch((err: unknown) =>
            failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`),
          ),
        ),
      ),
      this.options.timeoutMs / 2,
    );
    if (!stopped)
      this.options.log.error({ stillOpen: this.stillOpen() }, 'intake did not stop in time; closing the rest');
    if (failures.length > 0) this.options.log.error({ failures }, 'stopping intake failed; closing the rest');
    await this.app.close();
  }

  private async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const id = this.nextStep++;
    this.open.set(id, name);
    try {
      return await work();
    } finally {
      this.open.delete(id);
    }
  }

  private stillOpen(): string[] {
    return [...new Set(this.open.values())];
  }

  /**
   * Wraps the closing hooks of every provider, controller and module instance, so a close that runs out of time can
   * name the ones still running (`JobWorkers.onModuleDestroy`). Nest looks the hook up on the instance when it calls
   * it, so the wrapper (an own property) is what runs.
   */
  private trackClosingHooks(): void {
    let modules: ModulesContainer;
    try {
      modules = this.app.get(ModulesContainer);
    } catch {
      return;
    }
    const seen = new Set<object>();
    for (const module of modules.values()) {
      const wrappers = [
        ...module.providers.values(),
        ...module.controllers.values(),
        ...module.injectables.values(),
        ...module.middlewares.values(),
      ];
      for (const wrapper of wrappers) {
        const instance: unknown = wrapper.instance;
        if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
        seen.add(instance);
        const target = instance as Record<string, unknown>;
        for (const hook of CLOSING_HOOKS) {
          const original = target[hook];
          if (typeof original !== 'function') continue;
          const name = `${instance.constructor?.name ?? 'anonymous'}.${hook}`;
          target[hook] = (...args: unknown[]) =>
            this.step(name, async () => (original as (...a: unknown[]) => unknown).apply(instance, args));
        }
      }
    }
  }
}

import type { ChildProcess } from 'node:child_process';
import { startApp, waitUntilServing, type LocalApp } from '../../infra/local/apps';

/** One app of the fault run: a separate OS process (as `npm start` runs it), restarted whenever it dies. */
interface Supervised {
  app: LocalApp;
  child?: ChildProcess;
  /** Starts (the first included), and when each began serving after a start. */
  starts: number;
  servingSince?: number;
  /** Restarted when it exits (from the end of its first start). */
  supervised?: boolean;
}

export interface KillRecord {
  app: string;
  at: number;
  /** Milliseconds from the SIGKILL until the restarted process answered its health path again. */
  backMs?: number;
}

/**
 * A supervisor for the fault run: starts every app with infra/local's `startApp`, restarts any that exits (after a
 * SIGKILL from the chaos loop, or a crash of its own), and reports whether all of them serve.
 */
export class Supervisor {
  private readonly apps = new Map<string, Supervised>();
  private stopping = false;
  /** Apps that died during the first start and were started again. */
  readonly startFailures: { app: string; at: number }[] = [];
  readonly kills: KillRecord[] = [];
  /** Exits nobody asked for (an app that died by itself), by app name. */
  readonly unexpectedExits: { app: string; at: number; code: number | null; signal: string | null }[] = [];

  constructor(
    apps: readonly LocalApp[],
    private readonly print: (line: string) => void,
  ) {
    for (const app of apps) this.apps.set(app.name, { app, starts: 0 });
  }

  get names(): string[] {
    return [...this.apps.keys()];
  }

  /** Starts every app in order, each once the one before serves (a service before the gateway that calls it). */
  async startAll(): Promise<void> {
    for (const entry of this.apps.values()) {
      // An app that dies while starting is started again, as a supervisor would (on a fresh broker the first
      // consumer-group join can fail while Kafka creates its offsets topic).
      for (let attempt = 1; ; attempt += 1) {
        this.spawn(entry);
        try {
          await waitUntilServing(entry.app, entry.child!, 180_000);
          break;
        } catch (err) {
          if (attempt >= 5) throw err;
          this.print(`${entry.app.name} did not start (${(err as Error).message}); starting it again`);
          this.startFailures.push({ app: entry.app.name, at: Date.now() });
        }
      }
      entry.servingSince = Date.now();
      entry.supervised = true;
    }
  }

  private spawn(entry: Supervised): void {
    entry.starts += 1;
    entry.servingSince = undefined;
    const child = startApp(entry.app, (line) => {
      if (!/\bwarn\b/.test(line)) this.print(line);
    });
    entry.child = child;
    child.once('exit', (code, signal) => {
      if (!entry.supervised || this.stopping || entry.child !== child) return;
      const killed = this.kills.some((k) => k.app === entry.app.name && k.backMs === undefined);
      if (!killed) this.unexpectedExits.push({ app: entry.app.name, at: Date.now(), code, signal });
      // As a supervisor would: start it again at once (a second later after an unexpected exit).
      setTimeout(() => this.restart(entry), killed ? 0 : 1_000);
    });
  }

  private restart(entry: Supervised): void {
    if (this.stopping) return;
    this.spawn(entry);
    const child = entry.child!;
    void waitUntilServing(entry.app, child, 180_000).then(
      () => {
        if (entry.child !== child) return;
        entry.servingSince = Date.now();
        for (const kill of this.kills)
          if (kill.app === entry.app.name && kill.backMs === undefined) kill.backMs = Date.now() - kill.at;
      },
      () => undefined /* it died again: its exit handler restarts it */,
    );
  }

  /** SIGKILL to one app's process: no shutdown hook runs, in-flight work is cut wherever it was. */
  kill(name: string): void {
    const entry = this.apps.get(name);
    if (!entry?.child || entry.child.exitCode !== null) return;
    this.kills.push({ app: name, at: Date.now() });
    entry.servingSince = undefined;
    entry.child.kill('SIGKILL');
  }

  /** True when every app has answered its health path since its last start. */
  allServing(): boolean {
    return this.allServingSince() !== undefined;
  }

  /** Since when every app serves (the last of them to come back), or undefined while one does not. */
  allServingSince(): number | undefined {
    let since = 0;
    for (const entry of this.apps.values()) {
      if (entry.servingSince === undefined) return undefined;
      since = Math.max(since, entry.servingSince);
    }
    return since;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    const exits = [...this.apps.values()].map(({ child }) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    });
    await Promise.all(exits);
  }
}

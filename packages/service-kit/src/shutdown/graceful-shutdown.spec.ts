import { Injectable, Module, type INestApplicationContext, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GracefulShutdown, type ShutdownLog } from './graceful-shutdown';

/** A part whose close ends once the test opens its gate (or never). */
@Injectable()
class SlowPart implements OnApplicationShutdown {
  static gate: Promise<void>;
  static release: () => void;
  static started: string[] = [];
  static reset(): void {
    SlowPart.started = [];
    SlowPart.gate = new Promise((resolve) => (SlowPart.release = resolve));
  }
  closed = false;

  async onApplicationShutdown(): Promise<void> {
    SlowPart.started.push('SlowPart.onApplicationShutdown');
    await SlowPart.gate;
    this.closed = true;
  }
}

@Module({ providers: [SlowPart] })
class SlowModule {}

function captureLog(): ShutdownLog & { lines: { msg: string; fields: Record<string, unknown> }[] } {
  const lines: { msg: string; fields: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (fields, msg) => lines.push({ msg, fields }),
    error: (fields, msg) => lines.push({ msg, fields }),
  };
}

describe('GracefulShutdown', () => {
  let app: INestApplicationContext;

  beforeEach(async () => {
    SlowPart.reset();
    app = await NestFactory.createApplicationContext(SlowModule, { logger: false });
  });

  afterEach(() => {
    SlowPart.release();
  });

  it('closes the intake first, then the app, and reports closed', async () => {
    const log = captureLog();
    const shutdown = new GracefulShutdown(app, { timeoutMs: 2_000, log });
    shutdown.stopFirst('http server', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      SlowPart.started.push('http server stopped');
    });
    const ended = shutdown.shutDown('SIGTERM');
    SlowPart.release();

    expect(await ended).toEqual({ outcome: 'closed', durationMs: expect.any(Number) });
    expect(SlowPart.started).toEqual(['http server stopped', 'SlowPart.onApplicationShutdown']);
    expect(app.get(SlowPart).closed).toBe(true);
    expect(log.lines.map((l) => l.msg)).toEqual(['shutting down', 'shut down']);
  });

  it('gives up at the deadline, naming the hook still running', async () => {
    const log = captureLog();
    const shutdown = new GracefulShutdown(app, { timeoutMs: 200, log });

    const ended = await shutdown.shutDown('SIGTERM');

    expect(ended).toEqual({
      outcome: 'timed-out',
      durationMs: expect.any(Number),
      open: ['SlowPart.onApplicationShutdown'],
    });
    expect(ended.durationMs).toBeLessThan(1_000);
    expect(log.lines.at(-1)).toEqual({
      msg: 'shutdown ran out of time; exiting with parts still open',
      fields: expect.objectContaining({ stillOpen: ['SlowPart.onApplicationShutdown'] }),
    });
  });

  it('goes on to the app when an intake source does not stop within half the budget', async () => {
    const log = captureLog();
    const shutdown = new GracefulShutdown(app, {
      timeoutMs: 2_000,
      log: {
        info: log.info,
        error: (fields, msg) => {
          log.error(fields, msg);
          if (msg.startsWith('intake did not stop')) SlowPart.release(); // the app's hooks run next
        },
      },
    });
    shutdown.stopFirst('kafka consumer', () => new Promise(() => undefined));

    const ended = await shutdown.shutDown('SIGTERM');

    expect(ended).toEqual(expect.objectContaining({ outcome: 'closed' }));
    expect(ended.durationMs).toBeGreaterThanOrEqual(1_000);
    expect(app.get(SlowPart).closed).toBe(true);
  });

  it('runs one close for two signals, and exits with 1 when the deadline passed', async () => {
    const log = captureLog();
    const exits: number[] = [];
    const shutdown = new GracefulShutdown(app, { timeoutMs: 200, log, exit: (code) => exits.push(code) });
    const signals = ['SIGUSR2'] as const;
    shutdown.listen(signals);
    let closes = 0;
    shutdown.stopFirst('http server', async () => void (closes += 1));

    process.emit('SIGUSR2', 'SIGUSR2');
    process.emit('SIGUSR2', 'SIGUSR2');
    const ended = await shutdown.shutDown('test');

    expect(ended.outcome).toBe('timed-out');
    await new Promise((resolve) => setImmediate(resolve));
    expect(closes).toBe(1);
    expect(exits).toEqual([1]);
    expect(log.lines.map((l) => l.msg)).toContain('already shutting down');
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  });

  it('is found from its app', () => {
    const shutdown = new GracefulShutdown(app, { timeoutMs: 200, log: captureLog() });
    expect(GracefulShutdown.of(app)).toBe(shutdown);
    expect(GracefulShutdown.of({})).toBeUndefined();
  });
});

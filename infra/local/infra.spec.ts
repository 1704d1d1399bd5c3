import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Point infra's state folder at a throw-away directory before its modules load.
const stateDir = mkdtempSync(join(tmpdir(), 'trio-infra-spec-'));
process.env.TRIO_INFRA_DIR = stateDir;

import { defaultAddresses, type InfraAddresses } from './addresses';
import type { InfraComponent } from './component';
import { infraUp } from './infra';
import { isOurs, readPidRecord, startDetached, stopServer } from './processes';

afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

let nextPort = 7101;

function fakeServer(name: string, overrides: Partial<InfraComponent>): InfraComponent {
  const address = `127.0.0.1:${nextPort++}`;
  return {
    name,
    startTimeoutMs: 5_000,
    address: () => address,
    answers: async () => false,
    provision: async () => undefined,
    start: async () => startDetached({ server: name, command: 'sleep', args: ['30'] }),
    ...overrides,
  };
}

describe('infra processes', () => {
  it('stops exactly the process its pid file names', async () => {
    const record = startDetached({ server: 'sleeper', command: 'sleep', args: ['30'] });
    expect(isOurs(record)).toBe(true);
    expect(await stopServer('sleeper')).toBe('stopped');
    expect(isOurs(record)).toBe(false);
    expect(readPidRecord('sleeper')).toBeUndefined();
  });

  it('leaves a process alone when its pid now belongs to another process', async () => {
    const record = startDetached({ server: 'recycled', command: 'sleep', args: ['30'] });
    // What a recycled pid looks like: the same number, a different process start time.
    const pidFile = join(stateDir, 'run', 'recycled', 'server.pid');
    writeFileSync(pidFile, JSON.stringify({ ...record, startTicks: '1' }));
    try {
      expect(await stopServer('recycled')).toBe('not-ours');
      expect(() => process.kill(record.pid, 0)).not.toThrow();
    } finally {
      process.kill(-record.pid, 'SIGKILL');
    }
  });
});

describe('infraUp', () => {
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);
  beforeEach(() => lines.splice(0));

  it('skips a server that already answers and starts nothing for it', async () => {
    const start = jest.fn();
    const ready = fakeServer('ready', { answers: async () => true, start });
    await infraUp(print, defaultAddresses, [ready]);
    expect(start).not.toHaveBeenCalled();
    expect(lines).toContain(`ready: already answers at ${ready.address(defaultAddresses)}, skipped`);
  });

  it('names the server, the reason and the log when a server dies during start-up', async () => {
    const dying = fakeServer('dying', {
      start: async () =>
        startDetached({
          server: 'dying',
          command: 'sh',
          args: ['-c', 'echo "port already in use" >&2; exit 3'],
        }),
    });
    const failure = await infraUp(print, defaultAddresses, [dying]).catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain('dying: exited during start-up');
    expect(message).toContain('port already in use');
    expect(message).toContain(join(stateDir, 'logs', 'dying.log'));
  });

  it('refuses to start a server for an address off the loopback interface', async () => {
    const remote: InfraAddresses = { ...defaultAddresses, redisUrl: 'redis://cache.internal:6379' };
    const start = jest.fn();
    const server = fakeServer('remote', { address: (a) => a.redisUrl, start });
    const failure = await infraUp(print, remote, [server]).catch((err: Error) => err);
    expect((failure as Error).message).toMatch(
      /remote: nothing answers at redis:\/\/cache\.internal:6379, and local mode only starts servers on 127\.0\.0\.1/,
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('reports a provisioning failure and still starts the other servers', async () => {
    let answered = false;
    const fine = fakeServer('fine', {
      answers: async () => answered,
      start: async () => {
        answered = true;
        return startDetached({ server: 'fine', command: 'sleep', args: ['30'] });
      },
    });
    const broken = fakeServer('broken', {
      provision: async () => {
        throw new Error('broken: needs Maven (apt-get install -y maven)');
      },
    });
    try {
      const failure = await infraUp(print, defaultAddresses, [broken, fine]).catch((err: Error) => err);
      expect((failure as Error).message).toContain('broken: needs Maven');
      expect(lines).toContainEqual(expect.stringMatching(/^fine: ready at 127\.0\.0\.1:\d+ in \d+\.\d s$/));
    } finally {
      await stopServer('fine');
    }
  });

  it('waits for a server of ours that is still starting instead of starting a second one', async () => {
    const first = startDetached({ server: 'slow', command: 'sleep', args: ['30'] });
    let calls = 0;
    const start = jest.fn();
    const slow = fakeServer('slow', { answers: async () => ++calls > 3, start });
    try {
      await infraUp(print, defaultAddresses, [slow]);
      expect(start).not.toHaveBeenCalled();
      expect(lines).toContain(
        `slow: already running (pid ${first.pid}), waiting for ${slow.address(defaultAddresses)}`,
      );
    } finally {
      await stopServer('slow');
    }
  });
});

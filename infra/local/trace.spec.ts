import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detailOf, traceCommand, traceCorrelation } from './trace';

const ID = 'req-7f3a';
const line = (fields: Record<string, unknown>) => JSON.stringify(fields);

/** Three apps' logs as `npm start` writes them, lines of two requests interleaved, plus a line that is not JSON. */
function writeLogs(dir: string): void {
  writeFileSync(
    join(dir, 'gateway.log'),
    [
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.050Z',
        service: 'gateway',
        correlationId: ID,
        method: 'POST',
        path: '/trio/auth/register',
        statusCode: 201,
        durationMs: 48,
        msg: 'request completed',
      }),
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.060Z',
        service: 'gateway',
        correlationId: 'other',
        msg: 'request completed',
      }),
      line({
        level: 'warn',
        time: '2026-11-25T06:00:02.000Z',
        service: 'gateway',
        correlationId: ID,
        source: 'browser',
        client: { url: 'http://127.0.0.1:3000/register' },
        msg: 'banner failed',
      }),
    ].join('\n') + '\n',
  );
  writeFileSync(
    join(dir, 'users.log'),
    [
      'not json, mentioning req-7f3a',
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.040Z',
        service: 'users',
        correlationId: ID,
        method: 'POST',
        path: '/trio/auth/register',
        statusCode: 201,
        durationMs: 30,
        msg: 'request completed',
      }),
      // Mentions the id without carrying it: not part of the trace.
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.041Z',
        service: 'users',
        correlationId: 'other',
        note: ID,
        msg: 'x',
      }),
    ].join('\n') + '\n',
  );
  writeFileSync(
    join(dir, 'notifications.log'),
    [
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.300Z',
        service: 'notifications',
        correlationId: ID,
        causationId: 'e1',
        event: 'users.user.registered.v1',
        eventId: 'e1',
        topic: 'users.user',
        partition: 2,
        offset: '17',
        msg: 'event handled',
      }),
      line({
        level: 'info',
        time: '2026-11-25T06:00:00.900Z',
        service: 'notifications',
        correlationId: ID,
        causationId: 'e1',
        queue: 'email',
        job: 'send-email',
        jobId: 'welcome|u1',
        msg: 'job completed',
      }),
    ].join('\n') + '\n',
  );
  writeFileSync(join(dir, 'notes.txt'), line({ correlationId: ID, time: '2026-11-25T06:00:00.000Z', msg: 'ignored' }));
}

describe('ops trace: one correlation id across the apps’ logs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'trace-spec-'));
    writeLogs(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds exactly the lines carrying the id, from every *.log file, in time order', async () => {
    const lines = await traceCorrelation(dir, ID);
    expect(lines.map((l) => [l.app, l.msg])).toEqual([
      ['users', 'request completed'],
      ['gateway', 'request completed'],
      ['notifications', 'event handled'],
      ['notifications', 'job completed'],
      ['gateway', 'banner failed'],
    ]);
  });

  it('prints app, time, message and what each line is about: request, event, job, browser page', async () => {
    const printed: string[] = [];
    const code = await traceCommand([ID, '--dir', dir], '/nowhere', (text) => printed.push(text));
    expect(code).toBe(0);
    const [heading, ...rows] = printed.join('\n').split('\n');
    expect(heading).toBe(`correlation id ${ID}: 5 lines in 3 apps (users, gateway, notifications), 1960 ms`);
    expect(rows).toEqual([
      expect.stringMatching(
        /^2026-11-25T06:00:00\.040Z\s+users\s+info\s+request completed\s+\[POST \/trio\/auth\/register → 201 \(30 ms\)\]$/,
      ),
      expect.stringMatching(/gateway\s+info\s+request completed\s+\[POST \/trio\/auth\/register → 201 \(48 ms\)\]$/),
      expect.stringMatching(
        /notifications\s+info\s+event handled\s+\[event users\.user\.registered\.v1 e1 \(users\.user\/2@17\)\]$/,
      ),
      expect.stringMatching(/notifications\s+info\s+job completed\s+\[job email\/send-email welcome\|u1\]$/),
      expect.stringMatching(/gateway\s+warn\s+banner failed\s+\[browser http:\/\/127\.0\.0\.1:3000\/register\]$/),
    ]);
  });

  it('prints JSON with --json, exits 1 when nothing carries the id and 2 on a wrong command line', async () => {
    const printed: string[] = [];
    expect(await traceCommand(['--json', `--dir=${dir}`, ID], '/nowhere', (t) => printed.push(t))).toBe(0);
    expect((JSON.parse(printed[0]!) as Array<{ app: string }>).map((l) => l.app)).toHaveLength(5);

    const none: string[] = [];
    expect(await traceCommand(['--dir', dir, 'no-such-id'], '/nowhere', (t) => none.push(t))).toBe(1);
    expect(none[0]).toContain('No log line carries correlation id no-such-id');
    expect(await traceCommand([], '/nowhere', () => undefined)).toBe(2);
    expect(await traceCorrelation(join(dir, 'missing'), ID)).toEqual([]);
  });

  it('describes a line without request, event or job fields by its context', () => {
    expect(detailOf({ context: 'OutboxRelay' })).toBe('OutboxRelay');
    expect(detailOf({})).toBe('');
  });
});

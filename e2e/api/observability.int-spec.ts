import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userRegistered } from '@trio/contracts/events/users';
import { repoRoot } from '../../infra/local/paths';
import { traceCommand, traceCorrelation, type TracedLine } from '../../infra/local/trace';
import { ApiClient, eventually, newPerson } from './support/client';
import { startStack, type Stack } from './support/stack';

/**
 * Issue 18, observability: one browser request's correlation id, followed through every app on the real servers:
 * the gateway's log, the users service's, the Kafka consumers' of other services, the e-mail job's; the browser's
 * own log entry joins it; `npm run ops -- trace` prints the path from the apps' log files; every service serves its
 * metrics.
 */
describe('one request followed across the apps (real Kafka, MongoDB wire server, Redis, SMTP)', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'trio-trace-'));
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ logDir });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(logDir, { recursive: true, force: true });
  }, 60_000);

  const about = (line: TracedLine) => line.line;

  it('carries the id from the gateway to the users service, the consumers in other services and the job; the trace prints it in order', async () => {
    const correlationId = `e2e-trace-${randomUUID()}`;
    const browser = new ApiClient(stack.gatewayUrl);
    const registered = await browser.call('POST', '/trio/auth/register', {
      body: newPerson(),
      headers: { 'x-correlation-id': correlationId },
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('x-correlation-id')).toBe(correlationId);

    // The welcome e-mail is the last thing the sign-up causes: its job's line ends the path.
    const lines = await eventually(async () => {
      const traced = await traceCorrelation(logDir, correlationId);
      return traced.some((l) => l.app === 'notifications' && l.msg === 'job completed') ? traced : undefined;
    }, 60_000);

    const gatewayRequest = lines.find((l) => l.app === 'gateway' && l.msg === 'request completed');
    expect(gatewayRequest && about(gatewayRequest)).toMatchObject({
      method: 'POST',
      path: '/trio/auth/register',
      statusCode: 201,
    });
    const usersRequest = lines.find((l) => l.app === 'users' && l.msg === 'request completed');
    expect(usersRequest && about(usersRequest)).toMatchObject({ path: '/trio/auth/register', statusCode: 201 });

    // Consumers in two other services handled the users service's event under the same id.
    const handled = lines.filter((l) => l.msg === 'event handled' && about(l).event === userRegistered.type);
    expect(new Set(handled.map((l) => l.app))).toEqual(
      new Set(['properties', 'applications', 'notifications', 'maintenance']),
    );
    const job = lines.find((l) => l.app === 'notifications' && l.msg === 'job completed');
    expect(job && about(job)).toMatchObject({ queue: 'email', job: 'send-email' });
    expect(job && about(job).causationId).toBe(handled.find((l) => l.app === 'notifications')?.line.eventId);

    // In time order: the request, then the event it caused, then the job the event caused.
    const at = (line: TracedLine | undefined) => Date.parse(line?.time ?? '');
    expect(at(usersRequest)).toBeLessThanOrEqual(at(handled.find((l) => l.app === 'notifications')));
    expect(at(handled.find((l) => l.app === 'notifications'))).toBeLessThanOrEqual(at(job));
    expect(lines.map((l) => l.time)).toEqual([...lines.map((l) => l.time)].sort());

    // The browser's own log entry about the request lands in the same trace.
    const logged = await browser.call('POST', '/trio/logs', {
      body: {
        level: 'warn',
        message: 'Welcome banner failed to render',
        timestamp: new Date().toISOString(),
        url: `${stack.gatewayUrl}/register`,
        userAgent: 'e2e',
      },
      headers: { 'x-correlation-id': correlationId },
    });
    expect(logged.status).toBe(204);
    const withBrowser = await eventually(async () => {
      const traced = await traceCorrelation(logDir, correlationId);
      return traced.some((l) => l.line.source === 'browser') ? traced : undefined;
    });
    expect(withBrowser.find((l) => l.line.source === 'browser')).toMatchObject({
      app: 'gateway',
      level: 'warn',
      msg: 'Welcome banner failed to render',
    });

    // `npm run ops -- trace <id>` prints the same path.
    const printed: string[] = [];
    const code = await traceCommand(['--dir', logDir, correlationId], repoRoot, (text) => printed.push(text));
    expect(code).toBe(0);
    const output = printed.join('\n');
    expect(output).toMatch(/in 6 apps \(.*gateway.*\)/);
    expect(output).toContain('POST /trio/auth/register → 201');
    expect(output).toContain(`event ${userRegistered.type}`);
    expect(output).toContain('job email/send-email');
    expect(output).toContain('browser ');
  }, 90_000);

  it('serves Prometheus metrics on every service: requests, consumer lag, queue depth, outbox backlog', async () => {
    await stack.settled();
    const scrape = async (name: keyof Stack['services']) => {
      const answer = await fetch(`${stack.services[name].url}/metrics`);
      expect([name, answer.status]).toEqual([name, 200]);
      return answer.text();
    };
    const users = await scrape('users');
    expect(users).toMatch(/http_requests_total\{[^}]*route="\/trio\/auth\/register",status="201"/);
    expect(users).toMatch(/outbox_pending_events\{[^}]*collection="users"[^}]*\} 0/);
    expect(users).toMatch(/outbox_oldest_pending_seconds\{[^}]*collection="users"[^}]*\} 0/);

    const notifications = await scrape('notifications');
    expect(notifications).toMatch(/bullmq_queue_jobs\{[^}]*queue="email",state="waiting"[^}]*\} 0/);
    expect(notifications).toMatch(/bullmq_queue_jobs\{[^}]*queue="email",state="failed"[^}]*\} \d+/);
    // Settled: every assigned partition's lag is 0.
    const lags = [...notifications.matchAll(/kafka_consumer_lag\{[^}]*topic="([^"]+)"[^}]*\} (\d+)/g)];
    expect(lags.map((m) => m[1])).toEqual(expect.arrayContaining([expect.stringMatching(/users\.user$/)]));
    expect(lags.every((m) => m[2] === '0')).toBe(true);

    for (const name of ['properties', 'applications', 'payments', 'maintenance'] as const) {
      const text = await scrape(name);
      expect([name, text]).toEqual([name, expect.stringContaining('# TYPE http_request_duration_seconds histogram')]);
      expect([name, text]).toEqual([name, expect.stringMatching(/kafka_consumer_lag\{[^}]*\} 0/)]);
    }
  }, 60_000);
});

import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { GatewayMetricsServer } from '../src/metrics/metrics-server';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';

/** A valid entry, as the SPA's logger sends it (frontend/src/lib/logger.ts). */
const entry = (overrides: Record<string, unknown> = {}) => ({
  level: 'error',
  message: 'Could not add p-1 to favourites',
  data: { name: 'ApiError', status: 503, code: 'SERVICE_UNAVAILABLE' },
  timestamp: '2026-11-25T06:00:00.000Z',
  url: 'http://127.0.0.1:3000/properties/p-1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
  ...overrides,
});

describe('POST /trio/logs: the browser log call (real Redis)', () => {
  const LIMIT = 5;
  let gateway: BootedGateway;

  beforeAll(async () => {
    // Generous here: the limit has a test (and a gateway) of its own below.
    gateway = await bootGateway({ CLIENT_LOG_RATE_LIMIT: '1000', CLIENT_LOG_MAX_BYTES: '4096' });
  });
  afterAll(() => gateway?.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    send(`${gateway.url}/trio/logs`, { json: body, headers });

  it('writes one structured line at the entry level under the browser’s correlation id, anonymous, 204', async () => {
    const correlationId = `browser-${Date.now()}`;
    const answer = await post(entry(), { 'x-correlation-id': correlationId });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-correlation-id')).toBe(correlationId);

    const line = await gateway.logs.waitFor((l) => l.source === 'browser' && l.correlationId === correlationId);
    expect(line).toMatchObject({
      level: 'error',
      service: 'gateway',
      msg: 'Could not add p-1 to favourites',
      client: {
        level: 'error',
        timestamp: '2026-11-25T06:00:00.000Z',
        url: 'http://127.0.0.1:3000/properties/p-1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
        data: { name: 'ApiError', status: 503, code: 'SERVICE_UNAVAILABLE' },
      },
    });
    expect(gateway.logs.lines.filter((l) => l.source === 'browser' && l.correlationId === correlationId)).toHaveLength(
      1,
    );
  });

  it('keeps secrets and identity numbers out of the line, and ignores unknown fields', async () => {
    const correlationId = `browser-secrets-${Date.now()}`;
    const answer = await post(
      entry({
        level: 'warn',
        message: 'PAN ABCDE1234F rejected for 2345 6789 0123',
        data: { password: 'hunter2', form: { aadhaar: '234567890123', note: 'token eyJa.eyJb.sig' } },
        role: 'property_manager',
      }),
      { 'x-correlation-id': correlationId },
    );
    expect(answer.status).toBe(204);
    const line = await gateway.logs.waitFor((l) => l.correlationId === correlationId && l.source === 'browser');
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/hunter2|ABCDE1234F|234567890123|2345 6789 0123|eyJa\.eyJb/);
    expect(line).toMatchObject({ level: 'warn', client: { data: { password: '[redacted]' } } });
    expect(line).not.toHaveProperty('role');
    expect(line.client).not.toHaveProperty('role');
  });

  it.each([
    ['an unknown level', { level: 'fatal' }, 'level'],
    ['no message', { message: undefined }, 'message'],
    ['a timestamp that is not ISO 8601', { timestamp: 'yesterday' }, 'timestamp'],
    ['a url longer than 2048 characters', { url: `http://x/${'a'.repeat(2100)}` }, 'url'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (_case, overrides, field) => {
    const answer = await post(entry(overrides));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect((answer.body.errors as Array<{ field: string }>).map((e) => e.field)).toContain(field);
  });

  it('refuses a body that is not JSON with 400 and a body above the limit with 413, problem+json, never a 500', async () => {
    const broken = await send(`${gateway.url}/trio/logs`, {
      raw: '{"level": "error", "message": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);

    const large = await post(entry({ data: { dump: 'x'.repeat(5_000) } }));
    expect(large.status).toBe(413);
    expect(large.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');

    const notAnObject = await post(['an', 'array']);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 429 RATE_LIMITED with retry-after once an address sent more than the limit in the window', async () => {
    // A gateway of its own (own Redis key prefix), so the other tests' requests from this address do not count.
    const limited = await bootGateway({ CLIENT_LOG_RATE_LIMIT: String(LIMIT), CLIENT_LOG_RATE_WINDOW_MS: '60000' });
    try {
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await send(`${limited.url}/trio/logs`, { json: entry() })).status).toBe(204);
      }
      const refused = await send(`${limited.url}/trio/logs`, { json: entry() });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(limited.logs.lines.filter((l) => l.source === 'browser')).toHaveLength(LIMIT);
    } finally {
      await limited.close();
    }
  });
});

describe('the gateway’s metrics: on a port of their own, never on the public one', () => {
  let gateway: BootedGateway;

  beforeAll(async () => {
    gateway = await bootGateway({ METRICS_PORT: '0' });
  });
  afterAll(() => gateway?.close());

  it('counts and times requests by route pattern and status on the metrics port; the public port has no /metrics', async () => {
    await send(`${gateway.url}/health`);
    await send(`${gateway.url}/trio/logs`, { json: entry() });
    await send(`${gateway.url}/trio/no-such-route`);

    const publicMetrics = await send(`${gateway.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);

    const metricsUrl = gateway.app.get(GatewayMetricsServer).url;
    expect(metricsUrl).toBeDefined();
    const scrape = await fetch(`${metricsUrl}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toMatch(/http_requests_total\{[^}]*method="GET",route="\/health",status="200"[^}]*\} 1/);
    expect(text).toMatch(/http_requests_total\{[^}]*method="POST",route="\/trio\/logs",status="204"[^}]*\} 1/);
    expect(text).toMatch(/http_requests_total\{[^}]*route="unmatched",status="404"[^}]*\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",[^}]*route="\/health"/);
    expect(text).toContain('service="gateway"');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

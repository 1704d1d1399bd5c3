import { DOWNSTREAM_SERVICES } from '../src/downstream-services';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';
import { startStandInUsersService, type StandInUsersService } from './support/stand-in-users';

/** The gateway's health answer with every downstream service (users, properties, …) down. */
const everyServiceDown = Object.fromEntries(DOWNSTREAM_SERVICES.map((service) => [service.name, 'down']));

describe('the HTTP surface: health, security headers, CORS, request ids', () => {
  let users: StandInUsersService;
  let gateway: BootedGateway;

  beforeAll(async () => {
    users = await startStandInUsersService();
    gateway = await bootGateway({ USERS_URL: users.url });
  });
  afterAll(async () => {
    await gateway?.close();
    await users?.close();
  });

  it('GET /health answers 200 {status: "ok"} with the downstream services, and 200 while one is down', async () => {
    const up = await send(`${gateway.url}/health`);
    expect(up.status).toBe(200);
    expect(up.headers.get('content-type')).toContain('application/json');
    // Only the users service runs in this test: every other downstream service is reported down, and the gateway
    // still answers 200.
    expect(up.body).toEqual({ status: 'ok', services: { ...everyServiceDown, users: 'up' } });

    // Without USERS_URL the users service is at an address nothing answers on, like every other service here.
    const lonely = await bootGateway();
    try {
      const down = await send(`${lonely.url}/health`);
      expect(down.status).toBe(200);
      expect(down.body).toEqual({ status: 'ok', services: everyServiceDown });
    } finally {
      await lonely.close();
    }
  });

  it('serves the kit probes: /health/live and /health/ready (Redis)', async () => {
    expect((await send(`${gateway.url}/health/live`)).body).toEqual({ status: 'up' });
    const ready = await send(`${gateway.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'up', checks: { redis: { status: 'up' } } });
  });

  it.each([
    ['an API answer', '/health'],
    ['an error', '/trio/auth/me'],
    ['an unknown route', '/trio/nothing-here'],
  ])('sets the security headers on %s', async (_case, path) => {
    const response = await fetch(`${gateway.url}${path}`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  it('puts x-request-id (the correlation id) on every response, errors included', async () => {
    const ok = await fetch(`${gateway.url}/health`, { headers: { 'x-correlation-id': 'req-abc-1' } });
    await ok.arrayBuffer();
    expect(ok.headers.get('x-request-id')).toBe('req-abc-1');
    expect(ok.headers.get('x-correlation-id')).toBe('req-abc-1');

    for (const path of ['/trio/auth/me', '/trio/nothing-here']) {
      const failed = await fetch(`${gateway.url}${path}`);
      const problem = (await failed.json()) as { correlationId: string };
      expect(failed.headers.get('x-request-id')).toBe(problem.correlationId);
    }
    const badJson = await fetch(`${gateway.url}/trio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    await badJson.arrayBuffer();
    expect(badJson.status).toBe(400);
    expect(badJson.headers.get('x-request-id')).toBeTruthy();
  });

  const preflight = async (origin: string) => {
    const response = await fetch(`${gateway.url}/trio/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    await response.arrayBuffer();
    return response;
  };

  it('answers a method an address does not take with 405 and Allow, an unknown address with 404', async () => {
    const deleted = await fetch(`${gateway.url}/trio/properties/search?query=Pune`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    expect(deleted.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await deleted.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
    const put = await fetch(`${gateway.url}/trio/auth/login`, { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(`${gateway.url}/trio/no-such-address`, { method: 'DELETE' })).status).toBe(404);
  });

  it('allows a CORS preflight from the dev origin, with credentials', async () => {
    const response = await preflight('http://localhost:5173');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('does not allow a CORS preflight from another origin', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes the request id to the dev origin on an actual request', async () => {
    const response = await fetch(`${gateway.url}/health`, { headers: { origin: 'http://127.0.0.1:5173' } });
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('serves the docs page with its own CSP that lets Swagger UI load its files', async () => {
    const page = await fetch(`${gateway.url}/trio/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline scripts
    for (const asset of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const response = await fetch(`${gateway.url}${asset[1]}`);
      await response.arrayBuffer();
      expect([asset[1], response.status]).toEqual([asset[1], 200]);
    }
  });
});

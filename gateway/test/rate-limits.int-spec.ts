import { PROBLEM_CONTENT_TYPE, problemSchema } from '@trio/contracts/problem';
import { z } from 'zod';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';
import { startStandInUsersService, type StandInUsersService } from './support/stand-in-users';

describe('rate limits (real Redis)', () => {
  const AUTH_RATE_LIMIT = 5;
  const SESSION_RATE_LIMIT = 8;
  const LOGIN_FAILURES_PER_ADDRESS = 2;
  let users: StandInUsersService;
  let gateway: BootedGateway;

  beforeAll(async () => {
    users = await startStandInUsersService();
    users.answers.set('POST /trio/auth/login', (request) =>
      (JSON.parse(request.body) as { password?: string }).password === 'right'
        ? { status: 200, body: { user: {}, accessToken: 'at' } }
        : {
            status: 401,
            headers: { 'content-type': PROBLEM_CONTENT_TYPE },
            body: { type: 'x', title: 'E-mail or password is incorrect', status: 401, code: 'INVALID_CREDENTIALS' },
          },
    );
    gateway = await bootGateway({
      USERS_URL: users.url,
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      AUTH_RATE_WINDOW_MS: '60000',
      SESSION_RATE_LIMIT: String(SESSION_RATE_LIMIT),
      LOGIN_FAILURES_PER_ADDRESS: String(LOGIN_FAILURES_PER_ADDRESS),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await users?.close();
  });

  it('answers 429 RATE_LIMITED with retry-after once an address exceeds the limit of a session route', async () => {
    const refresh = () => send(`${gateway.url}/trio/auth/refresh`, { method: 'POST' });
    // Session renewals have their own, larger limit than sign-ins (AUTH_RATE_LIMIT).
    for (let i = 0; i < SESSION_RATE_LIMIT; i += 1) expect((await refresh()).status).toBe(200);

    const limited = await refresh();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Every member is one the documented problem schema names (the OpenAPI document allows no others).
    expect(z.strictObject(problemSchema.shape).parse(limited.body)).toMatchObject({ retryAfterSeconds: retryAfter });
    expect(users.received.filter((r) => r.path === '/trio/auth/refresh')).toHaveLength(SESSION_RATE_LIMIT);

    // Each route counts on its own, and routes without a limit are not affected.
    expect((await send(`${gateway.url}/trio/auth/register`, { json: { email: 'x@y.in' } })).status).toBe(200);
    expect((await send(`${gateway.url}/health`)).status).toBe(200);
  });

  it('refuses further logins from an address with 429 TOO_MANY_ATTEMPTS after too many failures, without forwarding', async () => {
    const login = (password: string) =>
      send(`${gateway.url}/trio/auth/login`, { json: { email: 'asha@example.in', password } });

    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      const failed = await login('wrong');
      expect(failed.status).toBe(401);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await login('right');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(users.received.filter((r) => r.path === '/trio/auth/login')).toHaveLength(LOGIN_FAILURES_PER_ADDRESS);
  });
});

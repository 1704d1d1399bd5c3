import { setTimeout as sleep } from 'node:timers/promises';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { verifyIdentity } from '@trio/service-kit/http';
import { bearer, bootGateway, type BootedGateway, send, TEST_IDENTITY_SECRET } from './support/gateway-harness';
import { ASHA, startStandInUsersService, type StandInUsersService } from './support/stand-in-users';

describe('authentication of access tokens (keys from the stand-in JWKS)', () => {
  const ROLE_CACHE_MS = 200;
  let users: StandInUsersService;
  let gateway: BootedGateway;

  beforeAll(async () => {
    users = await startStandInUsersService();
    gateway = await bootGateway({ USERS_URL: users.url, ROLE_CACHE_MS: String(ROLE_CACHE_MS) });
  });
  afterAll(async () => {
    await gateway?.close();
    await users?.close();
  });

  const me = (headers: Record<string, string> = {}) => send(`${gateway.url}/trio/auth/me`, { headers });

  it('lets a valid token in', async () => {
    const response = await me(bearer(await users.signToken(ASHA)));
    expect(response.status).toBe(200);
  });

  it.each([
    ['no Authorization header', {}],
    ['a header that is not a bearer token', { authorization: 'Basic YXNoYTpwdw==' }],
    ['a token that is not a JWT', bearer('not-a-jwt')],
  ])('answers 401 UNAUTHENTICATED to %s', async (_case, headers) => {
    const response = await me(headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.body.code).toBe('UNAUTHENTICATED');
    expect(users.received.some((r) => r.path === '/trio/auth/me' && !r.headers['x-trio-identity'])).toBe(false);
  });

  it('answers 401 UNAUTHENTICATED to a token with a bad signature', async () => {
    const response = await me(bearer(await users.signToken(ASHA, { foreignKey: true })));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['issuer', { issuer: 'someone-else' }],
    ['audience', { audience: 'another-app' }],
  ])('answers 401 UNAUTHENTICATED to a token for another %s', async (_case, options) => {
    const response = await me(bearer(await users.signToken(ASHA, options)));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 TOKEN_EXPIRED to an expired token', async () => {
    const response = await me(bearer(await users.signToken(ASHA, { expiresInSeconds: -5 })));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('TOKEN_EXPIRED');
  });

  it('answers 401 UNAUTHENTICATED when the user of a valid token no longer exists', async () => {
    const ghost = { userId: '665f1c2b9d3e4a00ffffffff', uid: 'uid-ghost', email: 'ghost@example.in' };
    const response = await me(bearer(await users.signToken(ghost)));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('forwards the CURRENT role: a role change shows once the cached one is older than ROLE_CACHE_MS', async () => {
    const token = await users.signToken(ASHA);
    const roleSent = async () => {
      await me(bearer(token));
      return verifyIdentity(users.received.at(-1)!.headers['x-trio-identity'], TEST_IDENTITY_SECRET).role;
    };
    expect(await roleSent()).toBe('tenant');
    users.identities.set(ASHA.userId, { ...ASHA, role: 'landlord' });
    try {
      await sleep(ROLE_CACHE_MS + 50);
      expect(await roleSent()).toBe('landlord');
    } finally {
      users.identities.set(ASHA.userId, ASHA);
    }
  });
});

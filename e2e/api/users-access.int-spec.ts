import { ApiClient } from './support/client';
import { startStack, type Stack } from './support/stack';
import { signUp, type SignedIn } from './support/people';

/** Every users route: the owner gets an answer, another signed-in user gets 403/404, a visitor gets 401. */
describe('users routes: who may call what', () => {
  let stack: Stack;
  let owner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    stack = await startStack();
    owner = await signUp(stack);
    other = await signUp(stack);
  }, 60_000);
  afterAll(() => stack?.close());

  // Each route as the owner would call it for their own data.
  const routes = (u: SignedIn['user']) =>
    [
      ['GET', `/trio/users/${u._id}`, undefined],
      ['GET', `/trio/users/uid/${u.uid}`, undefined],
      ['GET', `/trio/users/email/${encodeURIComponent(u.email)}`, undefined],
      ['PUT', `/trio/users/updateUid/${u._id}`, { newUid: u.uid }],
      ['POST', '/trio/users/createUser', { uid: u.uid, email: u.email, displayName: 'Meera Kulkarni' }],
      ['GET', `/trio/users/property-managers/email/${encodeURIComponent(u.email)}`, undefined],
      ['GET', `/trio/users/${u.uid}/favorites`, undefined],
      ['POST', '/trio/users/addFavorite', { userId: u.uid, propertyId: '6a0000000000000000000001' }],
      ['POST', '/trio/users/removeFavorite', { userId: u.uid, propertyId: '6a0000000000000000000001' }],
      ['GET', '/trio/auth/me', undefined],
    ] as const;

  it('answers the owner (a manager lookup for a non-manager is 404, an unknown property 404)', async () => {
    const statuses = [];
    for (const [method, path, body] of routes(owner.user)) {
      statuses.push([
        method,
        path.replace(owner.user._id, ':id').replace(owner.user.uid, ':uid'),
        (await owner.client.call(method, path, { body })).status,
      ]);
    }
    expect(statuses.map(([, , status]) => status)).toEqual([200, 200, 200, 200, 200, 404, 200, 404, 200, 200]);
  });

  it("refuses another signed-in user the owner's data with 403 or 404", async () => {
    for (const [method, path, body] of routes(owner.user)) {
      if (path === '/trio/auth/me') continue; // always the caller's own
      const answer = await other.client.call(method, path, { body });
      expect([403, 404]).toContain(answer.status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(answer.body)).not.toContain(owner.user.email);
    }
  });

  it('refuses a visitor with 401 on every route', async () => {
    const visitor = new ApiClient(stack.gatewayUrl);
    for (const [method, path, body] of routes(owner.user)) {
      const answer = await visitor.call(method, path, { body });
      expect({ path, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({
        path,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a forged or tampered access token', async () => {
    const token = owner.client.accessToken!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: other.user._id })).toString('base64url')}.${signature}`;
    const client = new ApiClient(stack.gatewayUrl);
    client.accessToken = forged;
    expect((await client.call('GET', `/trio/users/${other.user._id}`)).status).toBe(401);
  });

  it('keeps the uid immutable: updateUid to another value is UID_IMMUTABLE', async () => {
    const answer = await owner.client.call('PUT', `/trio/users/updateUid/${owner.user._id}`, {
      body: { newUid: 'x'.repeat(28) },
    });
    expect(answer).toMatchObject({ status: 409, body: { code: 'UID_IMMUTABLE' } });
  });
});

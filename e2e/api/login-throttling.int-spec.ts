import { ApiClient, newPerson } from './support/client';
import { startStack, type Stack } from './support/stack';

describe('failed logins through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    // A small per-account limit so the test reaches it; the per-address limit is tested below.
    stack = await startStack({ users: { LOGIN_MAX_FAILURES: '3' }, gateway: { LOGIN_FAILURES_PER_ADDRESS: '1000' } });
  }, 60_000);
  afterAll(() => stack?.close());

  const strip = (body: Record<string, unknown>) => {
    const { correlationId: _c, instance: _i, ...rest } = body;
    return rest;
  };

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const person = newPerson();
    const client = new ApiClient(stack.gatewayUrl);
    expect((await client.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);
    const wrongPassword = await client.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: 'not-the-password' },
    });
    const unknownEmail = await client.call('POST', '/trio/auth/login', {
      body: { email: `nobody.${Date.now()}@example.in`, password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(strip(wrongPassword.body)).toEqual(strip(unknownEmail.body));
    expect(wrongPassword.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      detail: 'The e-mail or password is incorrect.',
    });
  });

  it('locks an account after repeated failures (429), even for the right password, and says nothing more', async () => {
    const person = newPerson();
    const client = new ApiClient(stack.gatewayUrl);
    expect((await client.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.call('POST', '/trio/auth/login', { body: { email: person.email, password: `wrong-${i}` } }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await client.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // An unknown e-mail locks the same way: the 429 does not reveal that an account exists.
    const ghost = `ghost.${Date.now()}@example.in`;
    const ghostStatuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      ghostStatuses.push(
        (await client.call('POST', '/trio/auth/login', { body: { email: ghost, password: `wrong-${i}` } })).status,
      );
    }
    expect(ghostStatuses).toEqual([401, 401, 401, 429]);
  });
});

describe('failed logins from one address, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ users: { LOGIN_MAX_FAILURES: '1000' }, gateway: { LOGIN_FAILURES_PER_ADDRESS: '6' } });
  }, 60_000);
  afterAll(() => stack?.close());

  it('stops a client address that keeps failing across many accounts (429 at the gateway)', async () => {
    const client = new ApiClient(stack.gatewayUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await client.call('POST', '/trio/auth/login', {
        body: { email: `spray.${i}.${Date.now()}@example.in`, password: 'guess-123456' },
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });
});

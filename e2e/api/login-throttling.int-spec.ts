import { ApiClient, newPerson } from './support/client';
import { startStack, type Stack } from './support/stack';

describe('failed logins through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    // A small per-account limit so the test reaches it; the per-address limit is tested below.
    stack = await startStack({
      users: { LOGIN_MAX_FAILURES: '3' },
      gateway: { LOGIN_FAILURES_PER_ADDRESS: '1000', AUTH_RATE_LIMIT: '1000' },
    });
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

  it('counts attempts made at once before checking them: 30 at once, exactly 3 checked', async () => {
    const person = newPerson();
    const client = new ApiClient(stack.gatewayUrl);
    expect((await client.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/login', {
          body: { email: person.email, password: `wrong-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(27).fill(429)]);
  });

  it('never locks the owner’s browser out: guesses from elsewhere lock only browsers the account does not know', async () => {
    const person = newPerson();
    const owner = new ApiClient(stack.gatewayUrl);
    expect((await owner.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);
    const signedIn = await owner.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(signedIn.status).toBe(200);
    const device = signedIn.headers.getSetCookie().find((c) => c.startsWith('trio_device='));
    expect(device).toMatch(/; Path=\/trio\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    expect((await owner.call('POST', '/trio/auth/logout')).status).toBe(204);

    // Someone else guesses until the account is locked for them, right password included.
    const guesser = new ApiClient(stack.gatewayUrl);
    const guesses: number[] = [];
    for (let i = 0; i < 5; i++) {
      guesses.push(
        (await guesser.call('POST', '/trio/auth/login', { body: { email: person.email, password: `guess-${i}` } }))
          .status,
      );
    }
    expect(guesses).toEqual([401, 401, 401, 429, 429]);
    const guesserRight = await guesser.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(guesserRight.status).toBe(429);

    // The owner's browser signs in all the same, typo first.
    const typo = await owner.call('POST', '/trio/auth/login', { body: { email: person.email, password: 'typo' } });
    expect(typo.status).toBe(401);
    const back = await owner.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(back.status).toBe(200);
    // A device token is for its account only: with another e-mail it is an unknown browser there.
    const other = newPerson();
    expect((await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/register', { body: other })).status).toBe(
      201,
    );
    for (let i = 0; i < 3; i++) {
      await guesser.call('POST', '/trio/auth/login', { body: { email: other.email, password: `guess-${i}` } });
    }
    const ownerOnOther = await owner.call('POST', '/trio/auth/login', {
      body: { email: other.email, password: other.password },
    });
    expect(ownerOnOther.status).toBe(429);
  });
});

describe('failed logins from one address, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ users: { LOGIN_MAX_FAILURES: '1000' }, gateway: { LOGIN_FAILURES_PER_ADDRESS: '6' } });
    // Someone who signs in from this address before it is blocked (an office, a carrier's NAT).
    known = new ApiClient(stack.gatewayUrl);
    expect((await known.call('POST', '/trio/auth/register', { body: colleague })).status).toBe(201);
    const signedIn = await known.call('POST', '/trio/auth/login', {
      body: { email: colleague.email, password: colleague.password },
    });
    expect(signedIn.status).toBe(200);
  }, 60_000);
  afterAll(() => stack?.close());
  const colleague = newPerson();
  let known: ApiClient;

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

  it('lets in, behind a blocked address, the browsers that signed in to their account before; 20 at once count', async () => {
    // The previous test left the address blocked; 20 more guesses at once are all refused at the gateway.
    const spray = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/login', {
          body: { email: `spray.burst.${i}.${Date.now()}@example.in`, password: 'guess-123456' },
        }),
      ),
    );
    expect(spray.map((a) => a.status)).toEqual(Array<number>(20).fill(429));
    // A newcomer from this address waits; the known browser signs in.
    const newcomer = newPerson();
    const fresh = new ApiClient(stack.gatewayUrl);
    expect((await fresh.call('POST', '/trio/auth/register', { body: newcomer })).status).toBe(201);
    const waits = await fresh.call('POST', '/trio/auth/login', {
      body: { email: newcomer.email, password: newcomer.password },
    });
    expect(waits.status).toBe(429);
    const knownBack = await known.call('POST', '/trio/auth/login', {
      body: { email: colleague.email, password: colleague.password },
    });
    expect(knownBack.status).toBe(200);
  });
});

describe('sign-ins from one address at once, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ users: { LOGIN_MAX_FAILURES: '1000' }, gateway: { LOGIN_FAILURES_PER_ADDRESS: '6' } });
  }, 60_000);
  afterAll(() => stack?.close());

  it('counts 20 failing sign-ins sent at once before forwarding them: exactly 6 reach the users service', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/login', {
          body: { email: `burst.${i}.${Date.now()}@example.in`, password: 'guess-123456' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(14).fill(429)]);
  });
});

import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { verifyIdentity } from '@trio/service-kit/http';
import {
  bearer,
  bootGateway,
  type BootedGateway,
  send,
  TEST_IDENTITY_SECRET,
  unansweredUrl,
} from './support/gateway-harness';
import { ASHA, startStandInUsersService, type StandInUsersService } from './support/stand-in-users';

describe('forwarding to the users service (stand-in)', () => {
  let users: StandInUsersService;
  let gateway: BootedGateway;
  let token: string;

  beforeAll(async () => {
    users = await startStandInUsersService();
    gateway = await bootGateway({ USERS_URL: users.url, ROLE_CACHE_MS: '60000' });
    token = await users.signToken(ASHA);
  });
  afterAll(async () => {
    await gateway?.close();
    await users?.close();
  });
  beforeEach(() => {
    users.received.length = 0;
    users.answers.clear();
  });

  const lastReceived = () => {
    expect(users.received).toHaveLength(1);
    return users.received[0]!;
  };

  it('forwards method, path, query and the allowed headers, with the caller signed into x-trio-identity', async () => {
    const response = await send(`${gateway.url}/trio/users/${ASHA.userId}?fields=email&x=1`, {
      headers: {
        ...bearer(token),
        'x-correlation-id': 'corr-forward-1',
        'user-agent': 'trio-test/1.0',
        cookie: 'trio_refresh=abc; theme=dark',
        'x-forwarded-for': '203.0.113.9',
        'x-trio-identity': 'v1.forged.by-the-client',
        'x-internal-only': 'must not pass',
      },
    });
    expect(response.status).toBe(200);

    const received = lastReceived();
    expect(received.method).toBe('GET');
    expect(received.url).toBe(`/trio/users/${ASHA.userId}?fields=email&x=1`);
    expect(received.headers).toMatchObject({
      'x-correlation-id': 'corr-forward-1',
      'user-agent': 'trio-test/1.0',
      cookie: 'trio_refresh=abc; theme=dark',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(received.headers).not.toHaveProperty('authorization');
    expect(received.headers).not.toHaveProperty('x-internal-only');
    expect(received.headers).not.toHaveProperty('content-type');
    expect(verifyIdentity(received.headers['x-trio-identity'], TEST_IDENTITY_SECRET)).toEqual({
      userId: ASHA.userId,
      email: ASHA.email,
      role: ASHA.role,
      uid: ASHA.uid,
    });
  });

  it('forwards a JSON body with its content type and the idempotency key', async () => {
    const body = { userId: ASHA.userId, propertyId: '665f1c2b9d3e4a00aaaaaaaa' };
    const response = await send(`${gateway.url}/trio/users/addFavorite`, {
      json: body,
      headers: { ...bearer(token), 'idempotency-key': 'fav-1' },
    });
    expect(response.status).toBe(200);
    const received = lastReceived();
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body)).toEqual(body);
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['idempotency-key']).toBe('fav-1');
  });

  it('refuses a body nested 5,000 levels deep with 400 VALIDATION_FAILED and forwards nothing', async () => {
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const response = await send(`${gateway.url}/trio/auth/login`, {
      raw: `{"email": ${deep}, "password": "not-checked"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'The JSON body nests objects and arrays more than 64 levels deep.',
    });
    expect(users.received).toHaveLength(0);
  });

  it('forwards PUT with its path parameter and body', async () => {
    await send(`${gateway.url}/trio/users/updateUid/${ASHA.userId}`, {
      method: 'PUT',
      json: { newUid: 'uid-2' },
      headers: bearer(token),
    });
    const received = lastReceived();
    expect(received.method).toBe('PUT');
    expect(received.path).toBe(`/trio/users/updateUid/${ASHA.userId}`);
    expect(JSON.parse(received.body)).toEqual({ newUid: 'uid-2' });
  });

  it('passes back status, body and the allowed headers, including two set-cookie headers', async () => {
    users.answers.set('POST /trio/auth/login', () => ({
      status: 200,
      headers: {
        'set-cookie': ['trio_refresh=r1; Path=/trio/auth; HttpOnly; SameSite=Strict', 'trio_session=1; Path=/'],
        'cache-control': 'no-store',
        etag: '"v1"',
        location: '/trio/auth/me',
        'x-image-type': 'floorplan',
        'idempotent-replayed': 'true',
        'x-powered-by': 'users-internals',
      },
      body: { user: { _id: ASHA.userId }, accessToken: 'at' },
    }));
    const response = await send(`${gateway.url}/trio/auth/login`, { json: { email: ASHA.email, password: 'pw' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: { _id: ASHA.userId }, accessToken: 'at' });
    expect(response.headers.getSetCookie()).toEqual([
      'trio_refresh=r1; Path=/trio/auth; HttpOnly; SameSite=Strict',
      'trio_session=1; Path=/',
    ]);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('location')).toBe('/trio/auth/me');
    expect(response.headers.get('x-image-type')).toBe('floorplan');
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('passes a downstream problem+json answer through unchanged, and a 204 without a body', async () => {
    const problem = {
      type: 'https://trio.rentals/problems/validation-failed',
      title: 'The request is not valid',
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'email', message: 'Invalid email address' }],
    };
    users.answers.set('POST /trio/auth/register', () => ({
      status: 400,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE },
      body: problem,
    }));
    const refused = await send(`${gateway.url}/trio/auth/register`, { json: { email: 'nope' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
    expect(refused.body).toEqual(problem);

    users.answers.set('POST /trio/auth/logout', () => ({ status: 204 }));
    const loggedOut = await fetch(`${gateway.url}/trio/auth/logout`, { method: 'POST' });
    expect(loggedOut.status).toBe(204);
    expect(await loggedOut.text()).toBe('');
  });

  it('forwards public routes without an identity, even when the client sends a token', async () => {
    await send(`${gateway.url}/trio/auth/register`, { json: { email: ASHA.email }, headers: bearer(token) });
    const received = lastReceived();
    expect(received.headers).not.toHaveProperty('x-trio-identity');
    expect(received.headers).not.toHaveProperty('authorization');
  });

  it.each([
    ['an array', '[1,2]', 'application/json'],
    ['a string', '"text"', 'application/json'],
    ['plain text', 'hello', 'text/plain'],
    ['nothing', undefined, undefined],
  ])('refuses a body that is %s with 400 VALIDATION_FAILED, before forwarding', async (_case, raw, contentType) => {
    const response = await send(`${gateway.url}/trio/auth/login`, {
      raw,
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(users.received).toHaveLength(0);
  });

  it('looks the caller up once per ROLE_CACHE_MS, not once per request', async () => {
    const lookupsBefore = users.identityLookups.length;
    for (let i = 0; i < 3; i += 1) {
      expect((await send(`${gateway.url}/trio/auth/me`, { headers: bearer(token) })).status).toBe(200);
    }
    expect(users.identityLookups.length - lookupsBefore).toBeLessThanOrEqual(1);
    const lookup = users.identityLookups.at(-1)!;
    expect(verifyIdentity(lookup.headers['x-trio-identity'], TEST_IDENTITY_SECRET)).toEqual({
      userId: 'gateway',
      email: 'gateway@trio.internal',
      role: 'system',
    });
  });
});

describe('a downstream service that does not answer', () => {
  let users: StandInUsersService;
  let slowGateway: BootedGateway;
  let patientGateway: BootedGateway;
  let downGateway: BootedGateway;

  beforeAll(async () => {
    users = await startStandInUsersService();
    users.answers.set('POST /trio/auth/google', () => undefined); // never answers
    slowGateway = await bootGateway({ USERS_URL: users.url, DOWNSTREAM_TIMEOUT_MS: '300' });
    patientGateway = await bootGateway({ USERS_URL: users.url, DOWNSTREAM_TIMEOUT_MS: '10000' });
    downGateway = await bootGateway({ USERS_URL: await unansweredUrl() });
  });
  afterAll(async () => {
    await slowGateway?.close();
    await patientGateway?.close();
    await downGateway?.close();
    await users?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE when the connection is refused', async () => {
    const response = await send(`${downGateway.url}/trio/auth/login`, { json: { email: 'a@b.in', password: 'x' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('answers 503 SERVICE_UNAVAILABLE for an authenticated route when the key set cannot be fetched', async () => {
    const token = await users.signToken(ASHA);
    const response = await send(`${downGateway.url}/trio/auth/me`, { headers: bearer(token) });
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 SERVICE_UNAVAILABLE when the service does not answer in time, and aborts the call', async () => {
    users.abandoned.length = 0;
    const started = Date.now();
    const response = await send(`${slowGateway.url}/trio/auth/google`, { json: { idToken: 'x' } });
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The gateway closed its connection when it gave up: the service sees its client go (and drops the request).
    await until(() => users.abandoned.length === 1);
    expect(users.abandoned[0]!.path).toBe('/trio/auth/google');
  });

  it('aborts the call to the service when its own client goes away', async () => {
    users.abandoned.length = 0;
    users.received.length = 0;
    const client = new AbortController();
    const call = fetch(`${patientGateway.url}/trio/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 'y' }),
      signal: client.signal,
    }).catch((err: unknown) => err);
    await until(() => users.received.length === 1);
    client.abort();
    await call;
    // At once, not at the gateway's 10 s timeout.
    await until(() => users.abandoned.length === 1);
  });
});

describe('a downstream service that is overloaded', () => {
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

  it('relays its 503 OVERLOADED with retry-after as it is', async () => {
    const problem = {
      type: 'https://trio.rentals/problems/overloaded',
      title: 'Too busy to take this request now; try again in a moment',
      status: 503,
      code: 'OVERLOADED',
      detail: 'The users service is working on as many requests as it takes at once; try again in 1 s.',
      retryAfterSeconds: 1,
    };
    users.answers.set('POST /trio/auth/login', () => ({
      status: 503,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': '1' },
      body: JSON.stringify(problem),
    }));
    const response = await send(`${gateway.url}/trio/auth/login`, { json: { email: 'a@b.in', password: 'x' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body).toEqual(problem);
  });

  it('answers 503 OVERLOADED with retry-after when the users service is too busy to tell the caller’s role', async () => {
    users.answers.set('GET /internal/identities', () => ({
      status: 503,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': '2' },
      body: JSON.stringify({ code: 'OVERLOADED', status: 503 }),
    }));
    try {
      const token = await users.signToken(ASHA);
      const response = await send(`${gateway.url}/trio/auth/me`, { headers: bearer(token) });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.body).toMatchObject({ code: 'OVERLOADED', retryAfterSeconds: 2 });
    } finally {
      users.answers.delete('GET /internal/identities');
    }
  });
});

describe('a downstream event stream', () => {
  let users: StandInUsersService;
  let streams: Server;
  let gateway: BootedGateway;
  /** Events the stand-in applications service wrote, and whether it saw its client go before it ended the stream. */
  let written = 0;
  let clientLeftEarly = false;

  beforeAll(async () => {
    users = await startStandInUsersService();
    // A conversation stream as the applications service serves it: an event at once, then one every 150 ms, for
    // 1.5 s in all (five times the gateway's timeout below), then the end.
    streams = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      let seq = 0;
      const next = () => {
        seq += 1;
        written = seq;
        response.write(`event: message\nid: ${seq}\ndata: {"seq":${seq}}\n\n`);
      };
      next();
      const timer = setInterval(() => (seq < 10 ? next() : response.end()), 150);
      response.on('close', () => {
        clearInterval(timer);
        if (!response.writableEnded) clientLeftEarly = true;
      });
    });
    await new Promise<void>((resolve) => streams.listen(0, '127.0.0.1', resolve));
    const { port } = streams.address() as AddressInfo;
    gateway = await bootGateway({
      USERS_URL: users.url,
      APPLICATIONS_URL: `http://127.0.0.1:${port}`,
      DOWNSTREAM_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await users?.close();
    await new Promise((resolve) => streams?.close(resolve));
  });

  it('stays open past DOWNSTREAM_TIMEOUT_MS once the service has answered: every event, until the service ends it', async () => {
    const token = await users.signToken(ASHA);
    const response = await fetch(`${gateway.url}/trio/conversations/665f1c2b9d3e4a00bbbbbbbb/stream`, {
      headers: { ...bearer(token), accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    // Before: the gateway's timer still ran after the headers and cut the stream at 300 ms (two or three events).
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(written).toBe(10);
    expect(clientLeftEarly).toBe(false);
  });
});

/** Resolves when `check` holds, polling every 10 ms (at most 3 s). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

import { userRegistered } from '@trio/contracts/events/users';
import { createKafka } from '@trio/service-kit/events';
import { waitForEvent } from '@trio/service-kit/testing';
import { ApiClient, newPerson, type Answer } from './support/client';
import { collectionScans, recordStackQueries } from './support/query-plans';
import { startStack, type Stack } from './support/stack';

/** Issue 4 acceptance: register → me → logout → login → refresh → reuse of a rotated token revokes the family. */
describe('sessions through the gateway (users service, real MongoDB wire server, Kafka, Redis)', () => {
  let stack: Stack;
  /** Every collection call the services make here (the last test checks their plans). */
  const queries = recordStackQueries(() => stack);
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(() => stack?.close());

  const expectProblem = (answer: Answer, status: number, code: string) => {
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer).toMatchObject({ status, body: { code, status } });
  };

  it('registers, reads me, logs out, logs in, refreshes; a reused refresh token ends the whole session family', async () => {
    const browser = new ApiClient(stack.gatewayUrl);
    const person = newPerson();

    const registered = await browser.call<{ user: Record<string, unknown>; accessToken: string }>(
      'POST',
      '/trio/auth/register',
      {
        body: person,
      },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({
      email: person.email,
      firstName: 'Meera',
      lastName: 'Kulkarni',
      displayName: 'Meera Kulkarni',
      role: 'tenant',
      isEmailUser: true,
      dateOfBirth: '1992-08-15',
      phone: '+919820012345',
    });
    expect(registered.body.user.uid).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(JSON.stringify(registered.body)).not.toMatch(/passwordHash|argon2|Monsoon/);
    const refreshCookie = registered.headers.getSetCookie().find((c) => c.startsWith('trio_refresh='));
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/SameSite=Strict/);
    expect(refreshCookie).toMatch(/Path=\/trio\/auth/);
    // The page's hint that a session exists (read on load instead of a refresh call bound to fail for visitors).
    const hint = registered.headers.getSetCookie().find((c) => c.startsWith('trio_session='));
    expect(hint).toMatch(/^trio_session=1; Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/);

    const me = await browser.call('GET', '/trio/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      _id: registered.body.user._id,
      uid: registered.body.user.uid,
      email: person.email,
      displayName: 'Meera Kulkarni',
      firstName: 'Meera',
      lastName: 'Kulkarni',
      role: 'tenant',
      isEmailUser: true,
      language: null,
    });

    const loggedOut = await browser.call('POST', '/trio/auth/logout');
    expect(loggedOut.status).toBe(204);
    expect(browser.cookie).toBeUndefined();
    expect(loggedOut.headers.getSetCookie().find((c) => c.startsWith('trio_session='))).toMatch(/Max-Age=0/);
    browser.accessToken = undefined;
    expectProblem(await browser.call('GET', '/trio/auth/me'), 401, 'UNAUTHENTICATED');
    expectProblem(await browser.call('POST', '/trio/auth/refresh'), 401, 'REFRESH_TOKEN_INVALID');

    const login = await browser.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
      body: { email: person.email.toUpperCase(), password: person.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(registered.body.user._id);
    const firstToken = browser.cookie;

    const refreshed = await browser.call<{ accessToken: string }>('POST', '/trio/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(browser.cookie).not.toBe(firstToken);
    expect((await browser.call('GET', '/trio/auth/me')).status).toBe(200);

    // The page reloaded while that refresh was in flight, so the browser never got the successor: the first token
    // comes back moments later while its successor is unused, and the session goes on with another successor.
    browser.useCookie(firstToken);
    const afterReload = await browser.call<{ user: { _id: string } }>('POST', '/trio/auth/refresh');
    expect(afterReload.status).toBe(200);
    expect(afterReload.body.user._id).toBe(registered.body.user._id);
    expect(browser.cookie).not.toBe(firstToken);
    // The holder moves on: the current token is used once more …
    expect((await browser.call('POST', '/trio/auth/refresh')).status).toBe(200);
    const currentToken = browser.cookie;

    // … and then someone replays the first (long since superseded) refresh token: refused, the family revoked …
    const thief = new ApiClient(stack.gatewayUrl);
    thief.useCookie(firstToken);
    expectProblem(await thief.call('POST', '/trio/auth/refresh'), 401, 'REFRESH_TOKEN_REUSED');
    // … so the legitimate holder's current token is dead too.
    browser.useCookie(currentToken);
    expectProblem(await browser.call('POST', '/trio/auth/refresh'), 401, 'REFRESH_TOKEN_REUSED');
  });

  it('keeps the session when tabs refresh with one token at once, or a refresh is retried while in flight', async () => {
    const tabs = [new ApiClient(stack.gatewayUrl)];
    expect((await tabs[0]!.call('POST', '/trio/auth/register', { body: newPerson() })).status).toBe(201);
    for (let i = 1; i < 4; i++) {
      tabs.push(new ApiClient(stack.gatewayUrl));
      tabs[i]!.useCookie(tabs[0]!.cookie);
    }

    // One of them marks the token used first; the others arrive before or after its successor is issued.
    const answers = await Promise.all(tabs.map((tab) => tab.call('POST', '/trio/auth/refresh')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(tabs.map((tab) => tab.cookie)).size).toBe(4);
    // Each goes on with its own successor: nothing was revoked.
    for (const tab of tabs) expect((await tab.call('POST', '/trio/auth/refresh')).status).toBe(200);
    expect((await tabs[0]!.call('GET', '/trio/auth/me')).status).toBe(200);
  });

  it('renews or ends a session only from the product’s own pages: another port of this host gets 403', async () => {
    const browser = new ApiClient(stack.gatewayUrl);
    expect((await browser.call('POST', '/trio/auth/register', { body: newPerson() })).status).toBe(201);
    const issued = browser.cookie;
    // A page of the Razorpay stand-in (another port, same host) tries to renew or end the session with its cookie.
    const otherPage = { origin: 'http://127.0.0.1:7070', 'sec-fetch-site': 'same-site' };
    for (const path of ['/trio/auth/refresh', '/trio/auth/logout']) {
      expectProblem(await browser.call('POST', path, { headers: otherPage }), 403, 'FORBIDDEN');
    }
    // Neither rotated nor ended: our own page renews it.
    expect(browser.cookie).toBe(issued);
    const ownPage = { origin: new URL(stack.gatewayUrl).origin, 'sec-fetch-site': 'same-origin' };
    expect((await browser.call('POST', '/trio/auth/refresh', { headers: ownPage })).status).toBe(200);
    expect(browser.cookie).not.toBe(issued);
  });

  it('renews a session as often as quick browsing needs: 40 renewals in a row from one address, all answered', async () => {
    const browser = new ApiClient(stack.gatewayUrl);
    expect((await browser.call('POST', '/trio/auth/register', { body: newPerson() })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await browser.call('POST', '/trio/auth/refresh')).status);
    expect(statuses).toEqual(Array<number>(40).fill(200));
  });

  it('publishes users.user.registered.v1 with what a welcome mail needs, and no secrets', async () => {
    const person = newPerson();
    const answer = await new ApiClient(stack.gatewayUrl).call<{ user: { _id: string; uid: string } }>(
      'POST',
      '/trio/auth/register',
      // Signed up with the page in Hindi: the e-mails, the welcome first, come in Hindi.
      { body: { ...person, language: 'hi' } },
    );
    expect(answer.status).toBe(201);
    const kafka = createKafka('e2e-session', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const message = await waitForEvent(
      kafka,
      stack.topicPrefix + userRegistered.topic,
      (m) => m.key === answer.body.user._id,
    );
    expect(message.json).toMatchObject({
      type: 'users.user.registered.v1',
      aggregateId: answer.body.user._id,
      aggregateVersion: 1,
      data: {
        userId: answer.body.user._id,
        uid: answer.body.user.uid,
        email: person.email,
        firstName: 'Meera',
        lastName: 'Kulkarni',
        displayName: 'Meera Kulkarni',
        role: 'tenant',
        language: 'hi',
      },
    });
    expect(JSON.stringify(message.json)).not.toMatch(/password|argon2|dateOfBirth|1992-08-15|phone|98200/i);
  });

  it('stores passwords as argon2id hashes and never the password itself', async () => {
    const person = newPerson();
    const answer = await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/register', { body: person });
    expect(answer.status).toBe(201);
    const stored = await stack.usersDb.collection('users').findOne({ emailLower: person.email.toLowerCase() });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(JSON.stringify(stored)).not.toContain(person.password);
  });

  it('refuses a second account for an e-mail in any letter case: EMAIL_IN_USE', async () => {
    const person = newPerson();
    expect((await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/register', { body: person })).status).toBe(
      201,
    );
    const again = await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/register', {
      body: { ...person, email: person.email.toUpperCase() },
    });
    expectProblem(again, 409, 'EMAIL_IN_USE');
  });

  it.each([
    ['too short', 'Ab1$xyz'],
    ['the e-mail itself', 'EMAIL'],
    ['a common password', 'password123'],
  ])('refuses a weak password (%s): WEAK_PASSWORD', async (_case, password) => {
    const person = newPerson();
    const answer = await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/register', {
      body: { ...person, password: password === 'EMAIL' ? person.email : password },
    });
    expectProblem(answer, 400, 'WEAK_PASSWORD');
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('names every invalid field: VALIDATION_FAILED', async () => {
    const answer = await new ApiClient(stack.gatewayUrl).call<{ errors: { field: string }[] }>(
      'POST',
      '/trio/auth/register',
      {
        body: { email: 'not-an-email', password: 'x', firstName: '', gender: 'robot', dateOfBirth: '2024-02-30' },
      },
    );
    expectProblem(answer, 400, 'VALIDATION_FAILED');
    expect(answer.body.errors.map((e) => e.field).sort()).toEqual(
      ['dateOfBirth', 'email', 'firstName', 'gender', 'lastName'].sort(),
    );
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2,3]',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('served every query of sign-up, sign-in, refreshes and sign-out from an index', async () => {
    expect({ scans: await collectionScans(stack, queries.stop()) }).toEqual({ scans: [] });
  });
});

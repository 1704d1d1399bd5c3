import { userUpdated } from '@trio/contracts/events/users';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@trio/contracts/http/users';
import { createKafka } from '@trio/service-kit/events';
import { readCapturedMail, waitForEvent, type CapturedMail } from '@trio/service-kit/testing';
import { ApiClient, newPerson, type Answer } from './support/client';
import { signUp } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 25, item 4, through the gateway with the whole stack: a forgotten password reset by an e-mailed link (the
 * mail read from the SMTP capture), the caller's profile edit, a signed-in password change, and the date-of-birth
 * message at sign-up.
 */

const RESET_SUBJECT = 'Reset your Trio Rentals password';
const inboxUrl = () => `${process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080'}/email`;
const to = (mail: CapturedMail, who: string) => mail.to.some((r) => r.address.toLowerCase() === who.toLowerCase());

async function resetMailsTo(who: string): Promise<CapturedMail[]> {
  const mails = (await (await fetch(inboxUrl())).json()) as CapturedMail[];
  return mails.filter((mail) => to(mail, who) && mail.subject === RESET_SUBJECT);
}

/** The token of the link in the reset mail (its text body), as the SPA's /reset-password page reads it. */
function tokenIn(mail: CapturedMail): string {
  const match = /\/reset-password\?token=(\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

const expectProblem = (answer: Answer, status: number, code: string) => {
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(answer).toMatchObject({ status, body: { code } });
};

describe('accounts: password reset, profile edit, password change (whole stack through the gateway)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(() => stack?.close());

  it('mails a link that sets a new password once and ends every session', async () => {
    const person = newPerson();
    const browser = new ApiClient(stack.gatewayUrl);
    expect((await browser.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);

    const visitor = new ApiClient(stack.gatewayUrl);
    const asked = await visitor.call('POST', '/trio/auth/password-reset-requests', {
      body: { email: person.email.toUpperCase() },
    });
    expect(asked).toMatchObject({ status: 202, body: { message: PASSWORD_RESET_REQUESTED_MESSAGE } });

    const mail = await readCapturedMail((m) => to(m, person.email) && m.subject === RESET_SUBJECT, 60_000);
    const token = tokenIn(mail);
    expect(mail.html).toContain('/reset-password?token=');

    const weak = await visitor.call('POST', '/trio/auth/password-resets', { body: { token, password: 'password' } });
    expectProblem(weak, 400, 'WEAK_PASSWORD');
    const newPassword = 'Harbour-Lights-Colaba-42';
    const reset = await visitor.call('POST', '/trio/auth/password-resets', { body: { token, password: newPassword } });
    expect(reset.status).toBe(204);
    const again = await visitor.call('POST', '/trio/auth/password-resets', {
      body: { token, password: 'Another-Harbour-Light-7' },
    });
    expectProblem(again, 400, 'RESET_LINK_INVALID');

    // The session of sign-up ended: its refresh token is refused.
    expect((await browser.call('POST', '/trio/auth/refresh')).status).toBe(401);
    const oldLogin = await visitor.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expectProblem(oldLogin, 401, 'INVALID_CREDENTIALS');
    const login = await visitor.call('POST', '/trio/auth/login', {
      body: { email: person.email, password: newPassword },
    });
    expect(login.status).toBe(200);
  }, 120_000);

  it('answers an address without an account exactly the same, and mails nothing', async () => {
    const nobody = newPerson().email;
    const visitor = new ApiClient(stack.gatewayUrl);
    const asked = await visitor.call('POST', '/trio/auth/password-reset-requests', { body: { email: nobody } });
    expect(asked).toMatchObject({ status: 202, body: { message: PASSWORD_RESET_REQUESTED_MESSAGE } });
    await stack.settled(60_000);
    expect(await resetMailsTo(nobody)).toEqual([]);
    // A made-up token is refused the same way as a used one.
    const madeUp = await visitor.call('POST', '/trio/auth/password-resets', {
      body: { token: '65a1f0c2e4b0a1b2c3d4e5f6.bm90LWEtcmVhbC10b2tlbi1hdC1hbGw', password: 'Harbour-Lights-Colaba-42' },
    });
    expectProblem(madeUp, 400, 'RESET_LINK_INVALID');
  }, 120_000);

  it('lets the caller edit their own name, phone and address; others get 403, bad values 400', async () => {
    const owner = await signUp(stack);
    const other = await signUp(stack);
    const path = `/trio/users/${owner.user._id}`;

    const edited = await owner.client.call('PATCH', path, {
      body: { firstName: 'Meenakshi', phone: '+91 91234 56789', address: '7 Linking Road, Khar West, Mumbai 400052' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      firstName: 'Meenakshi',
      lastName: 'Kulkarni',
      displayName: 'Meenakshi Kulkarni',
      phone: '+919123456789',
      address: '7 Linking Road, Khar West, Mumbai 400052',
    });
    expect((await owner.client.call('GET', path)).body).toMatchObject({ displayName: 'Meenakshi Kulkarni' });
    // The other services' copies of the person hear of the new name.
    const kafka = createKafka('accounts-test', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const event = await waitForEvent(
      kafka,
      stack.topicPrefix + userUpdated.topic,
      (m) => m.key === owner.user._id && (m.json as { type: string }).type === userUpdated.type,
    );
    expect((event.json as { data: unknown }).data).toMatchObject({
      displayName: 'Meenakshi Kulkarni',
      changedFields: ['firstName', 'displayName'],
    });
    expect(JSON.stringify(event.json)).not.toContain('9123456789');

    // Removing the phone and address.
    const cleared = await owner.client.call('PATCH', path, { body: { phone: '', address: '' } });
    expect(cleared.body).toMatchObject({ phone: null, address: null });

    expectProblem(await other.client.call('PATCH', path, { body: { firstName: 'Mallory' } }), 403, 'FORBIDDEN');
    expect((await owner.client.call('GET', path)).body).toMatchObject({ firstName: 'Meenakshi' });

    const badPhone = await owner.client.call<{ errors: { field: string; message: string }[] }>('PATCH', path, {
      body: { phone: '12345' },
    });
    expectProblem(badPhone, 400, 'VALIDATION_FAILED');
    expect(badPhone.body.errors).toContainEqual(
      expect.objectContaining({ field: 'phone', message: 'Enter a 10-digit Indian mobile number.' }),
    );
    const longAddress = await owner.client.call('PATCH', path, { body: { address: 'x'.repeat(301) } });
    expectProblem(longAddress, 400, 'VALIDATION_FAILED');
    expectProblem(await owner.client.call('PATCH', path, { body: { firstName: '' } }), 400, 'VALIDATION_FAILED');
    expectProblem(await new ApiClient(stack.gatewayUrl).call('PATCH', path, { body: {} }), 401, 'UNAUTHENTICATED');
  }, 120_000);

  it('keeps the language a person chooses on their account: none until chosen, then in /me and their record', async () => {
    const owner = await signUp(stack);
    const other = await signUp(stack);
    const path = `/trio/users/${owner.user._id}`;
    expect((await owner.client.call('GET', '/trio/auth/me')).body).toMatchObject({ language: null });

    const chosen = await owner.client.call('PATCH', path, { body: { language: 'hi' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ language: 'hi', email: owner.user.email });
    expect((await owner.client.call('GET', '/trio/auth/me')).body).toMatchObject({ language: 'hi' });
    expect((await owner.client.call('GET', path)).body).toMatchObject({ language: 'hi' });
    // Their e-mails come in Hindi from now on: the link to reset a forgotten password, for one.
    const visitor = new ApiClient(stack.gatewayUrl);
    await visitor.call('POST', '/trio/auth/password-reset-requests', { body: { email: owner.user.email } });
    const inHindi = await readCapturedMail((m) => to(m, owner.user.email) && /[\u0900-\u097F]/.test(m.subject), 60_000);
    expect(inHindi.html).toContain('<html lang="hi"');
    expect(inHindi.text).toContain('/reset-password?token=');

    const unknown = await owner.client.call<{ errors: { field: string; message: string }[] }>('PATCH', path, {
      body: { language: 'fr' },
    });
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.body.errors).toContainEqual(
      expect.objectContaining({ field: 'language', message: 'Choose en (English) or hi (Hindi).' }),
    );
    expectProblem(await other.client.call('PATCH', path, { body: { language: 'en' } }), 403, 'FORBIDDEN');
    expect((await owner.client.call('GET', path)).body).toMatchObject({ language: 'hi' });

    expect((await owner.client.call('PATCH', path, { body: { language: 'en' } })).body).toMatchObject({
      language: 'en',
    });
  }, 120_000);

  it('changes a signed-in password with the current one, keeping this session and ending the others', async () => {
    const person = newPerson();
    const here = new ApiClient(stack.gatewayUrl);
    expect((await here.call('POST', '/trio/auth/register', { body: person })).status).toBe(201);
    const elsewhere = new ApiClient(stack.gatewayUrl);
    expect(
      (await elsewhere.call('POST', '/trio/auth/login', { body: { email: person.email, password: person.password } }))
        .status,
    ).toBe(200);

    const wrong = await here.call('POST', '/trio/auth/password', {
      body: { currentPassword: 'not-my-password', newPassword: 'Harbour-Lights-Colaba-42' },
    });
    expectProblem(wrong, 401, 'INVALID_CREDENTIALS');
    const changed = await here.call('POST', '/trio/auth/password', {
      body: { currentPassword: person.password, newPassword: 'Harbour-Lights-Colaba-42' },
    });
    expect(changed.status).toBe(204);
    expect((await here.call('POST', '/trio/auth/refresh')).status).toBe(200);
    expect((await elsewhere.call('POST', '/trio/auth/refresh')).status).toBe(401);
  }, 120_000);

  it('says a future date of birth cannot be in the future, and keeps the age message for under-18s', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
    const future = await new ApiClient(stack.gatewayUrl).call<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/trio/auth/register',
      { body: newPerson({ dateOfBirth: nextYear }) },
    );
    expectProblem(future, 400, 'VALIDATION_FAILED');
    expect(future.body.errors).toContainEqual(
      expect.objectContaining({ field: 'dateOfBirth', message: 'Date of birth cannot be in the future.' }),
    );
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-01-15`;
    const child = await new ApiClient(stack.gatewayUrl).call<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/trio/auth/register',
      { body: newPerson({ dateOfBirth: tenYearsAgo }) },
    );
    expect(child.body.errors).toContainEqual(
      expect.objectContaining({ field: 'dateOfBirth', message: 'You must be at least 18 years old.' }),
    );
  });
});

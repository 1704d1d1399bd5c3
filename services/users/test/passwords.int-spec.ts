import { MongooseModule } from '@nestjs/mongoose';
import { Test, type TestingModule } from '@nestjs/testing';
import { Topic } from '@trio/contracts/topics';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { createKafka } from '@trio/service-kit/events';
import { collectMessages, deleteTopicsWithPrefix, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { users } from '../src/app.module';
import { hashPassword, verifyPassword } from '../src/auth/password-hasher';
import { PasswordsService } from '../src/auth/passwords.service';
import { REFRESH_TOKEN_MODEL, refreshTokenSchema } from '../src/auth/refresh-token.schema';
import { RefreshTokensService } from '../src/auth/refresh-tokens.service';
import { UsersService } from '../src/users/users.service';

/*
 * Passwords after sign-up against the real MongoDB-wire server and Kafka, with a clock the test sets: a reset link
 * (read from the users.user.password-reset-requested.v1 event, as the mailer gets it) works once, for 30 minutes,
 * and only the newest one; a reset or change ends the account's sessions.
 */

const env = serviceTestEnv('users-passwords', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const minutesLater = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));
const kafka = createKafka('users-passwords-test', env.KAFKA_BROKERS!.split(','));
let moduleRef: TestingModule;
let passwords: PasswordsService;
let people: UsersService;
let sessions: RefreshTokensService;

beforeAll(async () => {
  moduleRef = await Test.createTestingModule({
    imports: [
      users.coreModule(env),
      MongooseModule.forFeature([{ name: REFRESH_TOKEN_MODEL, schema: refreshTokenSchema }]),
    ],
    providers: [RefreshTokensService, PasswordsService],
  })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  passwords = moduleRef.get(PasswordsService);
  people = moduleRef.get(UsersService);
  sessions = moduleRef.get(RefreshTokensService);
}, 60_000);

afterAll(async () => {
  await moduleRef?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  await deleteTopicsWithPrefix(createKafka('users-passwords-cleanup', env.KAFKA_BROKERS!.split(',')), topicPrefix);
});

let n = 0;
async function newUser(withPassword = true) {
  n += 1;
  const email = `reset.${n}.${Date.now()}@example.in`;
  return people.create(
    {
      email,
      firstName: 'Kavya',
      lastName: 'Iyer',
      ...(withPassword ? { passwordHash: await hashPassword('Old-Monsoon-2026') } : {}),
    },
    withPassword ? 'password' : 'google',
  );
}

/** The token of the `count`-th reset link mailed for the user, as the event carries it to the mailer. */
async function resetToken(userId: string, count = 1): Promise<string> {
  const messages = await collectMessages(kafka, topicPrefix + Topic.UsersUser, {
    filter: (m) => m.key === userId && (m.json as { type?: string }).type === 'users.user.password-reset-requested.v1',
    done: (ms) => ms.length >= count,
    timeoutMs: 20_000,
  });
  return (messages[count - 1]!.json as { data: { token: string } }).data.token;
}

const outcomeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (err: { code?: string }) => err.code ?? String(err),
  );
const rotated = (token: string) => outcomeOf(sessions.rotate(token));
const storedHash = async (userId: string) => (await people.findById(userId))!.passwordHash!;

describe('password reset by e-mail link', () => {
  it('works once within 30 minutes, refuses a weak password without using the link, and ends every session', async () => {
    const user = await newUser();
    const session = await sessions.startFamily(user._id);
    await passwords.requestReset(user.email.toUpperCase());
    const token = await resetToken(user._id);
    expect(token.startsWith(`${user._id}.`)).toBe(true);
    expect(JSON.stringify(await people.findById(user._id))).not.toContain(token.split('.')[1]);

    minutesLater(29);
    expect(await outcomeOf(passwords.reset(token, 'password'))).toBe('WEAK_PASSWORD');
    expect(await outcomeOf(passwords.reset(token, 'New-Harbour-Light-9'))).toBe('ok');
    expect(await verifyPassword(await storedHash(user._id), 'New-Harbour-Light-9')).toBe(true);
    expect(await outcomeOf(passwords.reset(token, 'Another-Harbour-7'))).toBe('RESET_LINK_INVALID');
    expect(await rotated(session.token)).not.toBe('ok');
  }, 60_000);

  it('refuses a link 30 minutes after it was asked for', async () => {
    const user = await newUser();
    await passwords.requestReset(user.email);
    const token = await resetToken(user._id);
    minutesLater(30);
    expect(await outcomeOf(passwords.reset(token, 'New-Harbour-Light-9'))).toBe('RESET_LINK_EXPIRED');
    expect(await verifyPassword(await storedHash(user._id), 'Old-Monsoon-2026')).toBe(true);
  }, 60_000);

  it('honours only the newest link, and refuses made-up and altered tokens', async () => {
    const user = await newUser();
    await passwords.requestReset(user.email);
    const first = await resetToken(user._id, 1);
    await passwords.requestReset(user.email);
    const second = await resetToken(user._id, 2);
    expect(await outcomeOf(passwords.reset(first, 'New-Harbour-Light-9'))).toBe('RESET_LINK_INVALID');
    expect(await outcomeOf(passwords.reset(`${second}x`, 'New-Harbour-Light-9'))).toBe('RESET_LINK_INVALID');
    expect(await outcomeOf(passwords.reset('not-a-token', 'New-Harbour-Light-9'))).toBe('RESET_LINK_INVALID');
    expect(await outcomeOf(passwords.reset(second, 'New-Harbour-Light-9'))).toBe('ok');
  }, 60_000);

  it('lets one of two resets with the same link win', async () => {
    const user = await newUser();
    await passwords.requestReset(user.email);
    const token = await resetToken(user._id);
    const outcomes = await Promise.all([
      outcomeOf(passwords.reset(token, 'New-Harbour-Light-9')),
      outcomeOf(passwords.reset(token, 'Other-Harbour-Light-8')),
    ]);
    expect(outcomes.sort()).toEqual(['RESET_LINK_INVALID', 'ok']);
  }, 60_000);

  it('gives an account made with Google a password', async () => {
    const user = await newUser(false);
    await passwords.requestReset(user.email);
    expect(await outcomeOf(passwords.reset(await resetToken(user._id), 'New-Harbour-Light-9'))).toBe('ok');
    const stored = (await people.findById(user._id))!;
    expect(stored.signInMethods.sort()).toEqual(['google', 'password']);
    expect(await verifyPassword(stored.passwordHash!, 'New-Harbour-Light-9')).toBe(true);
  }, 60_000);

  it('records nothing for an address without an account', async () => {
    await expect(passwords.requestReset('nobody.here@example.in')).resolves.toBeUndefined();
  });
});

describe('password change by a signed-in user', () => {
  it('checks the current password and the policy, and ends the other sessions only', async () => {
    const user = await newUser();
    const here = await sessions.startFamily(user._id);
    const elsewhere = await sessions.startFamily(user._id);
    expect(await outcomeOf(passwords.change(user._id, 'wrong-one', 'New-Harbour-Light-9', here.token))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await outcomeOf(passwords.change(user._id, 'Old-Monsoon-2026', 'password', here.token))).toBe(
      'WEAK_PASSWORD',
    );
    // The refused changes ended nothing: the other browser's session goes on.
    const elsewhereNow = (await sessions.rotate(elsewhere.token)).next.token;
    expect(await outcomeOf(passwords.change(user._id, 'Old-Monsoon-2026', 'New-Harbour-Light-9', here.token))).toBe(
      'ok',
    );
    expect(await rotated(here.token)).toBe('ok');
    expect(await rotated(elsewhereNow)).not.toBe('ok');
    expect(await verifyPassword(await storedHash(user._id), 'New-Harbour-Light-9')).toBe(true);
  }, 60_000);
});

import { MongooseModule } from '@nestjs/mongoose';
import { Test, type TestingModule } from '@nestjs/testing';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { createKafka } from '@trio/service-kit/events';
import { deleteTopicsWithPrefix, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { users } from '../src/app.module';
import { REFRESH_TOKEN_MODEL, refreshTokenSchema } from '../src/auth/refresh-token.schema';
import { RefreshTokensService } from '../src/auth/refresh-tokens.service';

/*
 * Refresh-token rotation against the real MongoDB-wire server, with a clock the test sets: when a token presented
 * again gets another successor (its holder never received one) and when it ends the session (someone else holds a
 * copy). The grace window is REFRESH_REUSE_GRACE_SECONDS, 30 s by default.
 */

const env = serviceTestEnv('users-refresh', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const secondsLater = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));
let moduleRef: TestingModule;
let tokens: RefreshTokensService;

beforeAll(async () => {
  moduleRef = await Test.createTestingModule({
    imports: [
      users.coreModule(env),
      MongooseModule.forFeature([{ name: REFRESH_TOKEN_MODEL, schema: refreshTokenSchema }]),
    ],
    providers: [RefreshTokensService],
  })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  tokens = moduleRef.get(RefreshTokensService);
});

afterAll(async () => {
  await moduleRef?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  await deleteTopicsWithPrefix(createKafka('users-refresh-cleanup', env.KAFKA_BROKERS!.split(',')), topicPrefix);
});

/** The problem code `rotate` throws, or 'rotated' when it issued a successor. */
const outcomeOf = (token: string) =>
  tokens.rotate(token).then(
    () => 'rotated',
    (err: { code?: string }) => err.code ?? String(err),
  );

describe('refresh-token rotation', () => {
  it('keeps the session while a slow refresh is retried well past 30 s after the token was first used', async () => {
    const { token } = await tokens.startFamily('user-slow');
    // Each answer is lost (the gateway gave up on the slow refresh); the client retries with the same token.
    expect(await outcomeOf(token)).toBe('rotated');
    secondsLater(25);
    expect(await outcomeOf(token)).toBe('rotated');
    secondsLater(25); // 50 s after the first use, 25 s after the last successor was issued
    const { next } = await tokens.rotate(token);
    secondsLater(5);
    expect(await outcomeOf(next.token)).toBe('rotated');
  });

  it('ends the session when a used token comes back after its successor was used, whenever that is', async () => {
    const { token } = await tokens.startFamily('user-copied');
    const first = await tokens.rotate(token);
    secondsLater(2);
    const second = await tokens.rotate(first.next.token);
    secondsLater(1);
    expect(await outcomeOf(token)).toBe('REFRESH_TOKEN_REUSED');
    // The whole family is revoked: the holder's latest token ends too.
    expect(await outcomeOf(second.next.token)).toBe('REFRESH_TOKEN_REUSED');
  });

  it('ends the session when a used token comes back more than 30 s after the last answer to it', async () => {
    const { token } = await tokens.startFamily('user-late');
    const lost = await tokens.rotate(token);
    secondsLater(31);
    expect(await outcomeOf(token)).toBe('REFRESH_TOKEN_REUSED');
    expect(await outcomeOf(lost.next.token)).toBe('REFRESH_TOKEN_REUSED');
  });

  it('gives a token used moments ago whose successor is not issued yet a successor (two tabs at once)', async () => {
    const { token } = await tokens.startFamily('user-tabs');
    const outcomes = await Promise.all([outcomeOf(token), outcomeOf(token), outcomeOf(token)]);
    expect(outcomes).toEqual(['rotated', 'rotated', 'rotated']);
  });
});

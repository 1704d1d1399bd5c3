import { Injectable, type OnModuleInit, Scope, type Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { defineQueue, JobHandler, JobHandlersError, jobId, JobQueue, JobsModule } from '@trio/service-kit/jobs';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { resolveAddresses } from '../../../infra/local/addresses';

const redisUrl = resolveAddresses().redisUrl;

const Mail = defineQueue(uniqueName('jobs-mail'), {
  jobs: ['send-welcome-email', 'send-rent-reminder'] as const,
});
/** The same queue as an older (or newer) copy of the code declares it, with one job more. */
const MailElsewhere = defineQueue(Mail.name, {
  jobs: ['send-welcome-email', 'send-rent-reminder', 'send-sms'] as const,
});

@Injectable()
class WelcomeJobs {
  @JobHandler(Mail, 'send-welcome-email')
  send(): void {}
}

@Injectable()
class ReminderJobs {
  readonly handled: unknown[] = [];

  @JobHandler(Mail, 'send-rent-reminder')
  send(data: unknown): void {
    this.handled.push(data);
  }
}

@Injectable()
class LegacyReminderJobs {
  @JobHandler(Mail, 'send-rent-reminder')
  remind(): void {}
}

@Injectable()
class SmsJobs {
  @JobHandler(MailElsewhere, 'send-sms')
  send(): void {}
}

@Injectable({ scope: Scope.REQUEST })
class ScopedWelcomeJobs {
  @JobHandler(Mail, 'send-welcome-email')
  send(): void {}
}

/** Enqueues while the app starts, so Redis connections are open before the handler check runs. */
@Injectable()
class EagerEnqueuer implements OnModuleInit {
  constructor(readonly jobs: JobQueue) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.enqueue(Mail, 'send-welcome-email', { userId: 'u-1' }, { jobId: jobId('welcome', 'u-1') });
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs: start-up refuses handlers that do not match the declared jobs', () => {
  const inspector = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const rawMail = new Queue(Mail.name, { connection: inspector });
  const opened: TestingModule[] = [];

  async function boot(providers: Type[]): Promise<TestingModule> {
    const app = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ connection: redisUrl, queues: [Mail] })],
      providers,
    }).compile();
    await app.init();
    // Only started apps are closed: Nest's close() rethrows a failed init, and the module has already
    // released what it opened when it refused to start.
    opened.push(app);
    return app;
  }

  /** The error `init()` rejects with (a start-up that succeeds fails the test). */
  async function startupError(providers: Type[]): Promise<Error> {
    const error = await boot(providers).then(
      () => new Error('start-up succeeded'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(JobHandlersError);
    return error as Error;
  }

  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
    await rawMail.obliterate({ force: true });
  });

  afterAll(async () => {
    await rawMail.close();
    await inspector.quit();
  });

  it('starts when every declared job has exactly one handler, and processes them', async () => {
    const app = await boot([WelcomeJobs, ReminderJobs]);
    await rawMail.add('send-rent-reminder', { leaseId: 'l-1' }, { jobId: 'ok|1' });
    const reminders = app.get(ReminderJobs);
    for (let i = 0; i < 200 && reminders.handled.length === 0; i++) await pause(25);
    expect(reminders.handled).toEqual([{ leaseId: 'l-1' }]);
  });

  it('fails when a job has no handler, naming the job, and processes nothing', async () => {
    const error = await startupError([WelcomeJobs]);
    expect(error.message).toContain(`job "${Mail.name}/send-rent-reminder" has no handler`);
    expect(error.message).not.toContain('send-welcome-email');

    await rawMail.add('send-rent-reminder', { leaseId: 'l-1' }, { jobId: 'unhandled|1' });
    await pause(500);
    expect(await rawMail.getJobState('unhandled|1')).toBe('waiting');
  });

  it('fails when a job has two handlers, naming the job and both methods', async () => {
    const error = await startupError([WelcomeJobs, ReminderJobs, LegacyReminderJobs]);
    expect(error.message).toContain(
      `job "${Mail.name}/send-rent-reminder" has 2 handlers: LegacyReminderJobs.remind, ReminderJobs.send`,
    );
  });

  it('lists every problem at once: missing, duplicated and never-declared jobs', async () => {
    const error = await startupError([ReminderJobs, LegacyReminderJobs, SmsJobs]);
    expect(error.message).toContain('3 problems');
    expect(error.message).toContain(`job "${Mail.name}/send-welcome-email" has no handler`);
    expect(error.message).toContain(`job "${Mail.name}/send-rent-reminder" has 2 handlers`);
    expect(error.message).toContain(
      `job "${Mail.name}/send-sms" is handled by SmsJobs.send but queue "${Mail.name}" does not declare it`,
    );
  });

  it('fails when a handler lives on a request-scoped provider', async () => {
    const error = await startupError([ScopedWelcomeJobs, ReminderJobs]);
    expect(error.message).toContain('ScopedWelcomeJobs.send is on a request-scoped or transient provider');
  });

  it('closes the connections it opened before refusing to start', async () => {
    const app = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ connection: redisUrl, queues: [Mail] })],
      providers: [EagerEnqueuer, WelcomeJobs],
    }).compile();
    await expect(app.init()).rejects.toThrow(`job "${Mail.name}/send-rent-reminder" has no handler`);
    // The enqueue during start-up went through; then the module shut its connections, so nothing can add more.
    expect(await rawMail.getJobState('welcome|u-1')).toBe('waiting');
    await expect(app.get(JobQueue).enqueue(Mail, 'send-welcome-email', {}, { jobId: 'welcome|u-2' })).rejects.toThrow(
      /shut down/,
    );
  });

  it('stops its worker when the app closes', async () => {
    const app = await boot([WelcomeJobs, ReminderJobs]);
    const reminders = app.get(ReminderJobs);
    await rawMail.add('send-rent-reminder', { leaseId: 'l-1' }, { jobId: 'before-close|1' });
    for (let i = 0; i < 200 && reminders.handled.length === 0; i++) await pause(25);
    expect(reminders.handled).toEqual([{ leaseId: 'l-1' }]);

    opened.splice(0);
    await app.close();
    await rawMail.add('send-rent-reminder', { leaseId: 'l-2' }, { jobId: 'after-close|1' });
    await pause(500);
    expect(await rawMail.getJobState('after-close|1')).toBe('waiting');
    expect(reminders.handled).toEqual([{ leaseId: 'l-1' }]);
  });

  it('refuses a connection that is not a Redis URL when the module is built', () => {
    expect(() => JobsModule.forRoot({ connection: '127.0.0.1:6379', queues: [Mail] })).toThrow(
      /connection must be a Redis URL/,
    );
  });
});

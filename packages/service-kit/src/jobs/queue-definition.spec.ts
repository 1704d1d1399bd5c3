import { type JobData, type JobName, defineQueue } from './queue-definition';

describe('defineQueue', () => {
  it('keeps the names and options it was given', () => {
    const queue = defineQueue('notifications-email', {
      jobs: ['send-welcome-email', 'send-rent-reminder'] as const,
      defaultJobOptions: { attempts: 3 },
      concurrency: 4,
    });
    expect(queue.name).toBe('notifications-email');
    expect(queue.jobs).toEqual(['send-welcome-email', 'send-rent-reminder']);
    expect(queue.defaultJobOptions).toEqual({ attempts: 3 });
    expect(queue.concurrency).toBe(4);
    expect(Object.isFrozen(queue)).toBe(true);
    expect(defineQueue('q', { jobs: ['a'] }).concurrency).toBe(1);
  });

  it('withData changes only the type', () => {
    const queue = defineQueue('q', { jobs: ['a', 'b'] as const });
    const typed = queue.withData<{ a: { id: string }; b: { day: string } }>();
    expect(typed).toBe(queue);
    const data: JobData<typeof typed, 'a'> = { id: 'x' };
    const name: JobName<typeof typed> = 'b';
    expect([data, name]).toEqual([{ id: 'x' }, 'b']);
    // @ts-expect-error -- a key that is not a declared job
    queue.withData<{ a: { id: string }; b: { day: string }; c: object }>();
    // @ts-expect-error -- a declared job without data
    queue.withData<{ a: { id: string } }>();
    // @ts-expect-error -- wrong data for the job
    const wrong: JobData<typeof typed, 'a'> = { day: 'x' };
    // @ts-expect-error -- not a job of this queue
    const other: JobName<typeof typed> = 'c';
    expect([wrong, other]).toBeDefined();
  });

  it('refuses names BullMQ cannot use, repeated jobs and bad concurrency', () => {
    expect(() => defineQueue('bad:name', { jobs: ['a'] })).toThrow(/queue name "bad:name"/);
    expect(() => defineQueue('', { jobs: ['a'] })).toThrow(/queue name ""/);
    expect(() => defineQueue('q', { jobs: [] })).toThrow(/at least one job/);
    expect(() => defineQueue('q', { jobs: ['a', 'a'] })).toThrow(/job "a" is declared twice/);
    expect(() => defineQueue('q', { jobs: ['a b'] })).toThrow(/job name "a b"/);
    expect(() => defineQueue('q', { jobs: ['a'], concurrency: 0 })).toThrow(/concurrency/);
  });
});

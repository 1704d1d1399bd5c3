import { assertJobHandlers, checkJobHandlers, type FoundHandler, JobHandlersError } from './handler-check';

const email = { name: 'notifications-email', jobs: ['send-welcome-email', 'send-rent-reminder'] };
const cleanup = { name: 'cleanup', jobs: ['expire-sessions'] };

const h = (queue: string, jobName: string, owner: string, singleton?: boolean): FoundHandler =>
  singleton === undefined ? { queue, jobName, owner } : { queue, jobName, owner, singleton };

describe('checkJobHandlers', () => {
  it('finds nothing wrong when every declared job has exactly one handler', () => {
    const handlers = [
      h('notifications-email', 'send-welcome-email', 'WelcomeJob.send'),
      h('notifications-email', 'send-rent-reminder', 'ReminderJob.send'),
      h('cleanup', 'expire-sessions', 'CleanupJob.run'),
    ];
    expect(checkJobHandlers([email, cleanup], handlers)).toEqual([]);
    expect(() => assertJobHandlers([email, cleanup], handlers)).not.toThrow();
  });

  it('reports every job without a handler', () => {
    expect(checkJobHandlers([email, cleanup], [h('notifications-email', 'send-welcome-email', 'W.send')])).toEqual([
      { kind: 'missing', queue: 'notifications-email', jobName: 'send-rent-reminder' },
      { kind: 'missing', queue: 'cleanup', jobName: 'expire-sessions' },
    ]);
  });

  it('reports a job with two or more handlers, naming each', () => {
    const problems = checkJobHandlers(
      [cleanup],
      [
        h('cleanup', 'expire-sessions', 'B.run'),
        h('cleanup', 'expire-sessions', 'A.run'),
        h('cleanup', 'expire-sessions', 'C.go'),
      ],
    );
    expect(problems).toEqual([
      { kind: 'duplicated', queue: 'cleanup', jobName: 'expire-sessions', owners: ['A.run', 'B.run', 'C.go'] },
    ]);
  });

  it('reports handlers for jobs that were never declared, and for queues that are not registered', () => {
    const problems = checkJobHandlers(
      [cleanup],
      [
        h('cleanup', 'expire-sessions', 'CleanupJob.run'),
        h('cleanup', 'expire-tokens', 'CleanupJob.tokens'),
        h('billing', 'charge', 'BillingJob.charge'),
      ],
    );
    expect(problems).toEqual([
      { kind: 'unregistered-queue', queue: 'billing', jobName: 'charge', owners: ['BillingJob.charge'] },
      { kind: 'undeclared-job', queue: 'cleanup', jobName: 'expire-tokens', owners: ['CleanupJob.tokens'] },
    ]);
  });

  it('reports a queue registered twice and handlers on non-singleton providers', () => {
    const problems = checkJobHandlers([cleanup, cleanup], [h('cleanup', 'expire-sessions', 'Scoped.run', false)]);
    expect(problems).toEqual([
      { kind: 'queue-registered-twice', queue: 'cleanup', times: 2 },
      { kind: 'not-singleton', queue: 'cleanup', jobName: 'expire-sessions', owner: 'Scoped.run' },
    ]);
  });

  it('throws one error whose message lists every problem', () => {
    let error: unknown;
    try {
      assertJobHandlers(
        [email, cleanup],
        [
          h('notifications-email', 'send-welcome-email', 'WelcomeJob.send'),
          h('notifications-email', 'send-welcome-email', 'LegacyWelcome.handle'),
          h('cleanup', 'expire-sessions', 'CleanupJob.run'),
          h('cleanup', 'vacuum', 'CleanupJob.vacuum'),
        ],
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(JobHandlersError);
    const { message, problems } = error as JobHandlersError;
    expect(problems).toHaveLength(3);
    expect(message).toContain('3 problems');
    expect(message).toContain(
      'job "notifications-email/send-welcome-email" has 2 handlers: LegacyWelcome.handle, WelcomeJob.send',
    );
    expect(message).toContain('job "notifications-email/send-rent-reminder" has no handler');
    expect(message).toContain(
      'job "cleanup/vacuum" is handled by CleanupJob.vacuum but queue "cleanup" does not declare it',
    );
  });
});

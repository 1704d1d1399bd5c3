/** A queue as the check sees it: its name and declared job names. */
export interface DeclaredQueue {
  name: string;
  jobs: readonly string[];
}

/** A method found with `@JobHandler`; `owner` names it for people (`ClassName.method`). */
export interface FoundHandler {
  queue: string;
  jobName: string;
  owner: string;
  /** False for a request-scoped or transient provider: there is no one instance a worker could call. */
  singleton?: boolean;
}

export type HandlerProblem =
  | { kind: 'queue-registered-twice'; queue: string; times: number }
  | { kind: 'not-singleton'; queue: string; jobName: string; owner: string }
  | { kind: 'missing'; queue: string; jobName: string }
  | { kind: 'duplicated'; queue: string; jobName: string; owners: string[] }
  | { kind: 'undeclared-job'; queue: string; jobName: string; owners: string[] }
  | { kind: 'unregistered-queue'; queue: string; jobName: string; owners: string[] };

/**
 * Every job of every registered queue must have exactly one handler, and every handler must belong to a declared
 * job of a registered queue. Returns all problems at once (empty when everything matches), in a stable order.
 */
export function checkJobHandlers(
  queues: readonly DeclaredQueue[],
  handlers: readonly FoundHandler[],
): HandlerProblem[] {
  const problems: HandlerProblem[] = [];
  const declared = new Map<string, Set<string>>();
  const registrations = new Map<string, number>();
  for (const queue of queues) {
    registrations.set(queue.name, (registrations.get(queue.name) ?? 0) + 1);
    const jobs = declared.get(queue.name) ?? new Set<string>();
    for (const job of queue.jobs) jobs.add(job);
    declared.set(queue.name, jobs);
  }
  for (const [queue, times] of registrations) {
    if (times > 1) problems.push({ kind: 'queue-registered-twice', queue, times });
  }

  const owners = new Map<string, { queue: string; jobName: string; owners: string[] }>();
  for (const handler of handlers) {
    if (handler.singleton === false) {
      problems.push({ kind: 'not-singleton', queue: handler.queue, jobName: handler.jobName, owner: handler.owner });
    }
    const key = `${handler.queue}\u0000${handler.jobName}`;
    const entry = owners.get(key) ?? { queue: handler.queue, jobName: handler.jobName, owners: [] };
    entry.owners.push(handler.owner);
    owners.set(key, entry);
  }

  for (const [queue, jobs] of declared) {
    for (const jobName of jobs) {
      const found = owners.get(`${queue}\u0000${jobName}`);
      if (!found) problems.push({ kind: 'missing', queue, jobName });
      else if (found.owners.length > 1) {
        problems.push({ kind: 'duplicated', queue, jobName, owners: [...found.owners].sort() });
      }
    }
  }
  const stray = [...owners.values()]
    .filter(({ queue, jobName }) => !declared.get(queue)?.has(jobName))
    .sort((a, b) => a.queue.localeCompare(b.queue) || a.jobName.localeCompare(b.jobName));
  for (const { queue, jobName, owners: found } of stray) {
    const kind = declared.has(queue) ? 'undeclared-job' : 'unregistered-queue';
    problems.push({ kind, queue, jobName, owners: [...found].sort() });
  }
  return problems;
}

export function describeHandlerProblem(problem: HandlerProblem): string {
  switch (problem.kind) {
    case 'queue-registered-twice':
      return `queue "${problem.queue}" is registered ${problem.times} times in JobsModule`;
    case 'not-singleton':
      return (
        `job "${problem.queue}/${problem.jobName}": handler ${problem.owner} is on a request-scoped or ` +
        `transient provider; job handlers must live on singleton providers`
      );
    case 'missing':
      return `job "${problem.queue}/${problem.jobName}" has no handler`;
    case 'duplicated':
      return (
        `job "${problem.queue}/${problem.jobName}" has ${problem.owners.length} handlers: ` + problem.owners.join(', ')
      );
    case 'undeclared-job':
      return (
        `job "${problem.queue}/${problem.jobName}" is handled by ${problem.owners.join(', ')} ` +
        `but queue "${problem.queue}" does not declare it`
      );
    case 'unregistered-queue':
      return (
        `job "${problem.queue}/${problem.jobName}" is handled by ${problem.owners.join(', ')} ` +
        `but queue "${problem.queue}" is not registered in JobsModule`
      );
  }
}

/** Thrown at start-up when handlers and declared jobs do not match; its message lists every problem. */
export class JobHandlersError extends Error {
  constructor(readonly problems: readonly HandlerProblem[]) {
    super(
      `Job handlers do not match the declared jobs (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${describeHandlerProblem(problem)}`).join('\n'),
    );
    this.name = 'JobHandlersError';
  }
}

/** Throws {@link JobHandlersError} listing every problem, or returns when each job has exactly one handler. */
export function assertJobHandlers(queues: readonly DeclaredQueue[], handlers: readonly FoundHandler[]): void {
  const problems = checkJobHandlers(queues, handlers);
  if (problems.length > 0) throw new JobHandlersError(problems);
}

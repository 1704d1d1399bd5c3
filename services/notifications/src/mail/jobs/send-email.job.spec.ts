import type { Job } from 'bullmq';
import { mayHaveBeenSent } from './send-email.job';

const run = (attemptsMade: number, attemptsStarted: number) => ({
  attemptsMade,
  job: { attemptsStarted } as Job,
});

describe('mayHaveBeenSent (whether the send job asks the mail log first)', () => {
  it('is false only on the first start of a job whose log entry its own enqueue made', () => {
    expect(mayHaveBeenSent({ newEntry: true }, run(0, 1))).toBe(false);
  });

  it('is true when the entry was there before the enqueue (a redelivered event)', () => {
    expect(mayHaveBeenSent({}, run(0, 1))).toBe(true);
  });

  it('is true on a retry after a failed attempt', () => {
    expect(mayHaveBeenSent({ newEntry: true }, run(1, 2))).toBe(true);
  });

  it('is true when the job starts again after its worker died mid-run (stalled: no failed attempt counted)', () => {
    expect(mayHaveBeenSent({ newEntry: true }, run(0, 2))).toBe(true);
  });
});

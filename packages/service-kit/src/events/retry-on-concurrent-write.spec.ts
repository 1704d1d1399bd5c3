import { ConcurrentWriteError } from './outbox.writer';
import { retryOnConcurrentWrite } from './retry-on-concurrent-write';

/** An attempt that loses its race `losses` times, then answers `answer`; counts its runs. */
function racing<T>(losses: number, answer: T) {
  const run = { count: 0 };
  const attempt = async () => {
    run.count++;
    if (run.count <= losses) throw new ConcurrentWriteError('agg-1', run.count);
    return answer;
  };
  return { run, attempt };
}

describe('retryOnConcurrentWrite', () => {
  it('runs the attempt again after each lost race and answers what the winning one answered', async () => {
    const { run, attempt } = racing(3, 'written');
    await expect(retryOnConcurrentWrite(attempt)).resolves.toBe('written');
    expect(run.count).toBe(4);
  });

  it('gives up after the given number of attempts with the last conflict', async () => {
    const { run, attempt } = racing(10, 'never');
    const error: unknown = await retryOnConcurrentWrite(attempt, { attempts: 3 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ConcurrentWriteError);
    expect((error as ConcurrentWriteError).expectedVersion).toBe(3);
    expect(run.count).toBe(3);
  });

  it('answers onExhausted when every attempt lost', async () => {
    const { run, attempt } = racing(10, 'never');
    await expect(retryOnConcurrentWrite(attempt, { onExhausted: () => 'reread' })).resolves.toBe('reread');
    expect(run.count).toBe(5);
  });

  it('does not retry any other error', async () => {
    let count = 0;
    const failure = new Error('server gone');
    await expect(
      retryOnConcurrentWrite(async () => {
        count++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(count).toBe(1);
  });
});

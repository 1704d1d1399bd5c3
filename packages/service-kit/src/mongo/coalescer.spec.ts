import { Coalescer, type Settled } from './coalescer';

/** A batch handler whose batches finish when the test says so; records what each batch held. */
function controlledWork() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const work = (items: number[]) => {
    batches.push(items);
    return new Promise<Settled<string>[]>((resolve) =>
      finish.push(() =>
        resolve(
          items.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: `#${n}` })),
        ),
      ),
    );
  };
  return { work, batches, finishNext: () => finish.shift()?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('runs a lone call at once, and gathers the calls made meanwhile into the next batch', async () => {
    const { work, batches, finishNext } = controlledWork();
    const coalescer = new Coalescer(work);
    const first = coalescer.push(1);
    await tick();
    expect(batches).toEqual([[1]]);
    const later = [coalescer.push(2), coalescer.push(3), coalescer.push(4)];
    await tick();
    expect(batches).toEqual([[1]]); // one batch at a time
    finishNext();
    await expect(first).resolves.toBe('#1');
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    finishNext();
    await expect(Promise.all(later)).resolves.toEqual(['#2', '#3', '#4']);
  });

  it("gives each call its own outcome: one item's failure does not fail the others", async () => {
    const { work, finishNext } = controlledWork();
    const coalescer = new Coalescer(work);
    const calls = [coalescer.push(5), coalescer.push(-6), coalescer.push(7)];
    await tick();
    finishNext();
    await tick();
    finishNext();
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      '#5',
      'refused -6',
      '#7',
    ]);
  });

  it('keeps batches within maxBatch, and a batch that throws fails only its own calls', async () => {
    let round = 0;
    const sizes: number[] = [];
    const coalescer = new Coalescer(async (items: number[]) => {
      sizes.push(items.length);
      if (round++ === 1) throw new Error('the database went away');
      return items.map((n): Settled<number> => ({ ok: true, value: n * 10 }));
    }, 2);
    const calls = [1, 2, 3, 4, 5].map((n) => coalescer.push(n));
    const settled = await Promise.allSettled(calls);
    expect(sizes).toEqual([1, 2, 2]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
    await expect(coalescer.push(6)).resolves.toBe(60);
  });
});

/**
 * Waits for `work` to settle (resolve or reject), at most `ms`: true when it settled in time, false when the time ran
 * out first (the work goes on; nothing waits for it any more). The bounded waits of a shutdown are made of this.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

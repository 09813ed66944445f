/**
 * Runs jobs one after another, in the order they were queued: the cart's writes, refetches,
 * clears and placements share one queue, so a reply never lands on top of a newer one's.
 */
export type Serial = <T>(job: () => Promise<T>) => Promise<T>;

export const makeSerial = (): Serial => {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
};

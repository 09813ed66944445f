import { PageUnreachable } from '../routing/unreachable.ts';

/**
 * What React does with an error a boundary caught: a page that could not reach the restaurant is
 * an expected state the error layout already says on screen (and retries), so it is not logged as
 * a fault; anything else is, as React's default does.
 */
export const reportCaughtError = (error: unknown): void => {
  if (error instanceof PageUnreachable) return;
  console.error(error);
};

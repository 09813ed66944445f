import type { ErrorInfo } from 'react';
import { PageUnreachable } from '../routing/unreachable.ts';

/**
 * What React does with an error a boundary caught: a page that could not reach the restaurant is
 * an expected state the error layout already says on screen (and retries), so it is not logged as
 * a fault; anything else is, with the components it happened in, as React's default does.
 */
export const reportCaughtError = (error: unknown, info: ErrorInfo): void => {
  if (error instanceof PageUnreachable) return;
  console.error(error, info.componentStack ?? '');
};

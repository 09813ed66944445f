import type { ReadModelName } from './client.ts';

/**
 * The read models the main thread mirrors. Listed here rather than imported from the worker,
 * whose runtime list would pull RxJS into the main thread's bundle.
 */
export const readModelNames = [
  'session',
  'menu',
  'cart',
  'order',
  'member',
  'login',
  'popups',
  'toasts',
  'connection',
  'persisted',
  'records',
  'presence',
  'timeline',
] as const satisfies readonly ReadModelName[];

// Fails to compile when the worker adds a read model this list lacks.
export const everyReadModelIsListed: [
  Exclude<ReadModelName, (typeof readModelNames)[number]>,
] extends [never]
  ? true
  : never = true;

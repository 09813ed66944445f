import type { DomainEvent } from '../event.ts';
import type { ToastMessage } from '../errors/failure.ts';

export type ToastKind = 'error' | 'info' | 'success';

/**
 * What §8 says to show, as the catalogue resolved it (a key, or the server's own text). The
 * toast's id is the event's `seq`: unique in a session and the same on replay.
 */
export type ToastShown = DomainEvent<
  'ToastShown',
  { readonly message: ToastMessage; readonly kind: ToastKind }
>;
export type ToastDismissed = DomainEvent<'ToastDismissed', { readonly id: number }>;

export type ToastEvent = ToastShown | ToastDismissed;

export const toastEventTypes = [
  'ToastShown',
  'ToastDismissed',
] as const satisfies readonly ToastEvent['type'][];

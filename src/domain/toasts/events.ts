import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';
import { ToastMessageSchema } from '../model/schemas/toast-message.ts';

const ToastKindSchema = Schema.Literals(['error', 'info', 'success']);
export type ToastKind = typeof ToastKindSchema.Type;

/**
 * What §8 says to show, as the catalogue resolved it (a key, or the server's own text). The
 * toast's id is the event's `seq`: unique in a session and the same on replay.
 */
export const ToastShown = declareEvent(
  'ToastShown',
  1,
  Schema.Struct({ message: ToastMessageSchema, kind: ToastKindSchema }),
);
export type ToastShown = EventOf<typeof ToastShown>;

export const ToastDismissed = declareEvent(
  'ToastDismissed',
  1,
  Schema.Struct({ id: Schema.Number }),
);
export type ToastDismissed = EventOf<typeof ToastDismissed>;

export const toastEvents = eventTable({ ToastShown, ToastDismissed });
export type ToastEvent = EventsOf<typeof toastEvents>;

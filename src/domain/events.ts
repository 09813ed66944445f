import { cartEvents } from './cart/events.ts';
import { type EventsOf, eventTable } from './event.ts';
import { liveEvents } from './live/events.ts';
import { loginEvents } from './login/events.ts';
import { memberEvents } from './member/events.ts';
import { menuEvents } from './menu/events.ts';
import { networkEvents } from './network/events.ts';
import { orderEvents } from './order/events.ts';
import { popupEvents } from './popups/events.ts';
import { recordsEvents } from './records/events.ts';
import { sessionEvents } from './session/events.ts';
import { timelineEvents } from './timeline/events.ts';
import { toastEvents } from './toasts/events.ts';

/**
 * The current declaration of every event, by name (docs/events.md): each slice declares its own
 * in its events.ts. Older versions and their migrations are in event-history.ts.
 */
export const currentEvents = eventTable({
  ...sessionEvents,
  ...cartEvents,
  ...orderEvents,
  ...loginEvents,
  ...memberEvents,
  ...popupEvents,
  ...liveEvents,
  ...menuEvents,
  ...toastEvents,
  ...recordsEvents,
  ...timelineEvents,
  ...networkEvents,
});

/** Every event the session log can hold: the closed union the fold and the replay tool know. */
export type AppEvent = EventsOf<typeof currentEvents>;
export type AppEventType = AppEvent['type'];

type SliceTables = [
  typeof sessionEvents,
  typeof cartEvents,
  typeof orderEvents,
  typeof loginEvents,
  typeof memberEvents,
  typeof popupEvents,
  typeof liveEvents,
  typeof menuEvents,
  typeof toastEvents,
  typeof recordsEvents,
  typeof timelineEvents,
  typeof networkEvents,
];
/** Every key of every table (keyof a union would give only the keys they share). */
type KeysOf<Tables extends readonly unknown[]> = Tables[number] extends infer T
  ? T extends unknown
    ? keyof T
    : never
  : never;
type Disjoint<Tables extends readonly unknown[]> = Tables extends [infer Head, ...infer Rest]
  ? [keyof Head & KeysOf<Rest>] extends [never]
    ? Disjoint<Rest>
    : { readonly declaredTwice: keyof Head & KeysOf<Rest> }
  : true;
// Fails to compile, naming the event, when two slices declare one name: a spread would keep one
// declaration silently, and a log's events of that name would be read with the wrong schema.
export const everyEventIsDeclaredOnce: Disjoint<SliceTables> = true;

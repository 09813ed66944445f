import { type CartEvent, cartEventTypes } from './cart/events.ts';
import { type LiveEvent, liveEventTypes } from './live/events.ts';
import { type LoginEvent, loginEventTypes } from './login/events.ts';
import { type MemberEvent, memberEventTypes } from './member/events.ts';
import { type MenuEvent, menuEventTypes } from './menu/events.ts';
import { type OrderEvent, orderEventTypes } from './order/events.ts';
import { type PopupEvent, popupEventTypes } from './popups/events.ts';
import { type RecordsEvent, recordsEventTypes } from './records/events.ts';
import { type SessionEvent, sessionEventTypes } from './session/events.ts';
import { type ToastEvent, toastEventTypes } from './toasts/events.ts';

/** Every event the session log can hold: the closed union the fold and the replay tool know. */
export type AppEvent =
  | SessionEvent
  | CartEvent
  | OrderEvent
  | LoginEvent
  | MemberEvent
  | PopupEvent
  | LiveEvent
  | MenuEvent
  | ToastEvent
  | RecordsEvent;

export type AppEventType = AppEvent['type'];

export const appEventTypes: ReadonlySet<string> = new Set<AppEventType>([
  ...sessionEventTypes,
  ...cartEventTypes,
  ...orderEventTypes,
  ...loginEventTypes,
  ...memberEventTypes,
  ...popupEventTypes,
  ...liveEventTypes,
  ...menuEventTypes,
  ...toastEventTypes,
  ...recordsEventTypes,
]);

type ListedType =
  | (typeof sessionEventTypes)[number]
  | (typeof cartEventTypes)[number]
  | (typeof orderEventTypes)[number]
  | (typeof loginEventTypes)[number]
  | (typeof memberEventTypes)[number]
  | (typeof popupEventTypes)[number]
  | (typeof liveEventTypes)[number]
  | (typeof menuEventTypes)[number]
  | (typeof toastEventTypes)[number]
  | (typeof recordsEventTypes)[number];
// Fails to compile when an event type is added to a union but not to its slice's runtime list,
// which would make the JSONL reader reject that event in recorded logs.
export const everyEventTypeIsListed: [Exclude<AppEventType, ListedType>] extends [never]
  ? true
  : never = true;

export const isAppEventType = (type: string): type is AppEventType => appEventTypes.has(type);

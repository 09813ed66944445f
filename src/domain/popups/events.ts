import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';

/** The popups a command may open or close directly (spec §2 "Global popups"). */
export const PopupName = {
  Login: 'login',
  Enrolment: 'enrolment',
  OrderType: 'orderType',
  UnfinishedOrder: 'unfinishedOrder',
  OrderSubmitted: 'orderSubmitted',
  /** No longer opened (an update is a toast, issue 15); kept so older session logs still fold. */
  OrderUpdated: 'orderUpdated',
  EditMemberName: 'editMemberName',
  Cart: 'cart',
  OrderCode: 'orderCode',
  /**
   * The product sheet: the page opens it, and tells the worker, so that a refusal of its Add is
   * said once, beside Add (worker cart-sync.ts, saidByTheSheet).
   */
  Product: 'product',
} as const;
export type PopupName = (typeof PopupName)[keyof typeof PopupName];

const Popup = Schema.Struct({ popup: Schema.Literals(Object.values(PopupName)) });
const Task = Schema.Struct({ task: Schema.String });

export const PopupOpened = declareEvent('PopupOpened', 1, Popup);
export type PopupOpened = EventOf<typeof PopupOpened>;

export const PopupClosed = declareEvent('PopupClosed', 1, Popup);
export type PopupClosed = EventOf<typeof PopupClosed>;

export const LoadingStarted = declareEvent('LoadingStarted', 1, Task);
export type LoadingStarted = EventOf<typeof LoadingStarted>;

export const LoadingFinished = declareEvent('LoadingFinished', 1, Task);
export type LoadingFinished = EventOf<typeof LoadingFinished>;

export const popupEvents = eventTable({
  PopupOpened,
  PopupClosed,
  LoadingStarted,
  LoadingFinished,
});
export type PopupEvent = EventsOf<typeof popupEvents>;

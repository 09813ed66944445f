import type { DomainEvent } from '../event.ts';

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
} as const;
export type PopupName = (typeof PopupName)[keyof typeof PopupName];

export type PopupOpened = DomainEvent<'PopupOpened', { readonly popup: PopupName }>;
export type PopupClosed = DomainEvent<'PopupClosed', { readonly popup: PopupName }>;
export type LoadingStarted = DomainEvent<'LoadingStarted', { readonly task: string }>;
export type LoadingFinished = DomainEvent<'LoadingFinished', { readonly task: string }>;

export type PopupEvent = PopupOpened | PopupClosed | LoadingStarted | LoadingFinished;

export const popupEventTypes = [
  'PopupOpened',
  'PopupClosed',
  'LoadingStarted',
  'LoadingFinished',
] as const satisfies readonly PopupEvent['type'][];

import type { Draft } from 'immer';
import { ORDER_ANNOUNCEMENT_WINDOW_MS } from '../constants.ts';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from '../live/messages.ts';
import { needsEnrolment } from '../rules/member.ts';
import { PopupName } from './events.ts';
import type { PopupsState } from './state.ts';

const announceOrder = (draft: Draft<PopupsState>, submitterName: string) => {
  draft.open[PopupName.OrderSubmitted] = true;
  draft.submitterName = submitterName;
};

/** Whether this order was announced moments ago: then a second notice is the same placement. */
const justAnnounced = (draft: Draft<PopupsState>, orderId: string | undefined, at: number) =>
  orderId !== undefined &&
  draft.announced?.orderId === orderId &&
  at - draft.announced.at < ORDER_ANNOUNCEMENT_WINDOW_MS;

const remember = (draft: Draft<PopupsState>, orderId: string | undefined, at: number) => {
  if (orderId !== undefined) draft.announced = { orderId, at };
};

/**
 * A diner may hear of one placement twice (a backplane publish retried after it had gone through):
 * the second notice of an order just announced is absorbed. An update notice (a staff action, a
 * later round) opens no dialog: the worker shows it as a toast that blocks nothing (issue 15).
 */
const applyOrderNotice = (draft: Draft<PopupsState>, live: LiveInstruction, at: number) => {
  if (live.kind === 'orderPlaced') {
    if (justAnnounced(draft, live.orderId, at)) return;
    announceOrder(draft, live.submitterName);
    remember(draft, live.orderId, at);
  }
};

const applyLive = (draft: Draft<PopupsState>, live: LiveInstruction, at: number) => {
  applyOrderNotice(draft, live, at);
  if (live.kind === 'inactiveDialogClosed') draft.open[PopupName.UnfinishedOrder] = false;
  if (live.kind === 'orderTypeChanged') draft.open[PopupName.OrderType] = false;
};

export const reducePopups = (
  draft: Draft<PopupsState>,
  event: AppEvent,
  live: LiveInstruction | null,
): void => {
  switch (event.type) {
    case 'PopupOpened':
      draft.open[event.payload.popup] = true;
      return;
    case 'PopupClosed':
      draft.open[event.payload.popup] = false;
      if (event.payload.popup === PopupName.OrderSubmitted) draft.submitterName = null;
      return;
    case 'LoadingStarted':
      draft.loading.push(event.payload.task);
      return;
    case 'LoadingFinished': {
      const index = draft.loading.indexOf(event.payload.task);
      if (index >= 0) draft.loading.splice(index, 1);
      return;
    }
    case 'LoginSucceeded':
      // Spec §4: a member without a birthday is asked to enrol, and the login popup gives way.
      draft.open[PopupName.Login] = false;
      // An unreadable birthday counts as none: the member enrols again (rules/member.ts).
      if (needsEnrolment(event.payload.member)) draft.open[PopupName.Enrolment] = true;
      return;
    case 'MemberProfileSaved':
      if (!needsEnrolment(event.payload.member)) draft.open[PopupName.Enrolment] = false;
      if (event.payload.member.firstName !== '') draft.open[PopupName.EditMemberName] = false;
      return;
    case 'OrderPlaced':
      // A round this diner added is confirmed by the worker's toast: the dialog would tell the
      // diner "{their own name} has submitted the table's order" (issue 15).
      if (
        event.payload.addedRound !== true &&
        !justAnnounced(draft, event.payload.order.id, event.at)
      ) {
        announceOrder(draft, event.payload.submitterName);
        remember(draft, event.payload.order.id, event.at);
      }
      draft.open[PopupName.Cart] = false;
      return;
    case 'OrderTypeChosen':
      draft.open[PopupName.OrderType] = false;
      return;
    case 'LiveMessageReceived':
      if (live) applyLive(draft, live, event.at);
      return;
  }
};

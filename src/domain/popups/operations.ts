import type { Draft } from 'immer';
import { ORDER_ANNOUNCEMENT_WINDOW_MS } from '../constants.ts';
import type { LiveInstruction } from '../live/messages.ts';
import type { Member } from '../model/member.ts';
import { needsEnrolment } from '../rules/member.ts';
import { PopupName } from './events.ts';
import type { PopupsState } from './state.ts';

/*
 * What events do to the popups: they open and close as the diner's lifecycle moves on, and a
 * placement is announced once.
 */

export const closePopup = (draft: Draft<PopupsState>, popup: PopupName): void => {
  draft.open[popup] = false;
  if (popup === PopupName.OrderSubmitted) {
    draft.submitterName = null;
    draft.submittedByMe = false;
  }
};

/** Spec §4: a member without a birthday is asked to enrol, and the login popup gives way. */
export const memberSignedIn = (draft: Draft<PopupsState>, member: Member): void => {
  closePopup(draft, PopupName.Login);
  // An unreadable birthday counts as none: the member enrols again (rules/member.ts).
  if (needsEnrolment(member)) draft.open[PopupName.Enrolment] = true;
};

/** A saved profile closes what asked for it: enrolment once a birthday is in, the name editor. */
export const profileSaved = (draft: Draft<PopupsState>, member: Member): void => {
  if (!needsEnrolment(member)) draft.open[PopupName.Enrolment] = false;
  if (member.firstName !== '') draft.open[PopupName.EditMemberName] = false;
};

const announceOrder = (draft: Draft<PopupsState>, submitterName: string, byMe: boolean) => {
  draft.open[PopupName.OrderSubmitted] = true;
  draft.submitterName = submitterName;
  draft.submittedByMe = byMe;
};

/** Whether this order was announced moments ago: then a second notice is the same placement. */
const justAnnounced = (draft: Draft<PopupsState>, orderId: string | undefined, at: number) =>
  orderId !== undefined &&
  draft.announced?.orderId === orderId &&
  at - draft.announced.at < ORDER_ANNOUNCEMENT_WINDOW_MS;

/**
 * A diner may hear of one placement twice (a backplane publish retried after it had gone through,
 * or the table's notice and then the placer's own reply): the second notice of an order just
 * announced is absorbed, except that the placer's reply says the order was theirs (`byMe`).
 */
export const announceOnce = (
  draft: Draft<PopupsState>,
  placement: { readonly orderId?: string | undefined; readonly submitterName: string },
  at: number,
  byMe = false,
): void => {
  if (justAnnounced(draft, placement.orderId, at)) {
    if (byMe && draft.open[PopupName.OrderSubmitted]) draft.submittedByMe = true;
    return;
  }
  announceOrder(draft, placement.submitterName, byMe);
  if (placement.orderId !== undefined) draft.announced = { orderId: placement.orderId, at };
};

/**
 * What the table's live messages open or close. An update notice (a staff action, a later round)
 * opens no dialog: the worker shows it as a toast that blocks nothing (issue 15).
 */
export const applyLiveToPopups = (
  draft: Draft<PopupsState>,
  instruction: LiveInstruction,
  at: number,
): void => {
  if (instruction.kind === 'orderPlaced') announceOnce(draft, instruction, at);
  if (instruction.kind === 'inactiveDialogClosed') draft.open[PopupName.UnfinishedOrder] = false;
  if (instruction.kind === 'orderTypeChanged') draft.open[PopupName.OrderType] = false;
};

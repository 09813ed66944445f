import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from '../live/messages.ts';
import { PopupName } from './events.ts';
import type { PopupsState } from './state.ts';

const announceOrder = (draft: Draft<PopupsState>, submitterName: string) => {
  draft.open[PopupName.OrderSubmitted] = true;
  draft.submitterName = submitterName;
};

const applyLive = (draft: Draft<PopupsState>, live: LiveInstruction) => {
  if (live.kind === 'orderPlaced') announceOrder(draft, live.submitterName);
  if (live.kind === 'orderUpdated') draft.open[PopupName.OrderUpdated] = true;
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
      if (event.payload.member.birthday === null) draft.open[PopupName.Enrolment] = true;
      return;
    case 'MemberProfileSaved':
      if (event.payload.member.birthday !== null) draft.open[PopupName.Enrolment] = false;
      if (event.payload.member.firstName !== '') draft.open[PopupName.EditMemberName] = false;
      return;
    case 'OrderPlaced':
      announceOrder(draft, event.payload.submitterName);
      draft.open[PopupName.Cart] = false;
      return;
    case 'OrderTypeChosen':
      draft.open[PopupName.OrderType] = false;
      return;
    case 'LiveMessageReceived':
      if (live) applyLive(draft, live);
      return;
  }
};

import type { HandlersOf } from '../handler.ts';
import { forgetCodeCheck } from '../records/operations.ts';
import { type PopupEvent, PopupName } from './events.ts';
import { closePopup } from './operations.ts';

export const popupHandlers: HandlersOf<PopupEvent> = {
  PopupOpened: ({ popups, records }, { payload }) => {
    popups.open[payload.popup] = true;
    if (payload.popup === PopupName.OrderCode) forgetCodeCheck(records);
  },
  PopupClosed: ({ popups }, { payload }) => closePopup(popups, payload.popup),
  LoadingStarted: ({ popups }, { payload }) => {
    popups.loading.push(payload.task);
  },
  LoadingFinished: ({ popups }, { payload }) => {
    const index = popups.loading.indexOf(payload.task);
    if (index >= 0) popups.loading.splice(index, 1);
  },
};

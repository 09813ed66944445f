import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { MenuCategory } from '../model/menu.ts';
import { initialMenuState, type MenuState } from './state.ts';

export const reduceMenu = (draft: Draft<MenuState>, event: AppEvent): void => {
  switch (event.type) {
    case 'MenuLoaded':
      draft.merchantId = event.payload.merchantId;
      draft.categories = event.payload.categories as Draft<MenuCategory>[];
      draft.status = 'success';
      draft.error = null;
      return;
    case 'MenuLoadFailed':
      // The last menu stays on screen: a failed refresh is no reason to show an empty one.
      draft.status = 'error';
      draft.error = event.payload.message;
      return;
    case 'MerchantSelected':
      if (draft.merchantId !== null && draft.merchantId !== event.payload.merchantId) {
        Object.assign(draft, initialMenuState);
      }
      return;
  }
};

import type { Draft } from 'immer';
import type { HandlersOf } from '../handler.ts';
import type { MenuCategory } from '../model/menu.ts';
import type { MenuEvent } from './events.ts';

export const menuHandlers: HandlersOf<MenuEvent> = {
  MenuLoaded: ({ menu }, { payload }) => {
    menu.merchantId = payload.merchantId;
    menu.categories = payload.categories as Draft<MenuCategory>[];
    menu.status = 'success';
    menu.error = null;
  },
  MenuLoadFailed: ({ menu }, { payload }) => {
    // The last menu stays on screen: a failed refresh is no reason to show an empty one.
    menu.status = 'error';
    menu.error = payload.message;
  },
};

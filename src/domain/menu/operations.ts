import type { Draft } from 'immer';
import { initialMenuState, type MenuState } from './state.ts';

/** A menu never outlives a change of merchant: another merchant's is dropped, not shown. */
export const forgetOtherMerchantsMenu = (menu: Draft<MenuState>, merchantId: string): void => {
  if (menu.merchantId !== null && menu.merchantId !== merchantId) {
    Object.assign(menu, initialMenuState);
  }
};

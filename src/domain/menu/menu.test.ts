import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { ItemMode, SalesUnitType } from '../model/enums.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { initialAppState } from '../state.ts';
import { findProduct } from './state.ts';

const names = (en: string) => ({ name: en, nameI18n: { 'en-US': en, 'zh-TW': en } });
const dumplings: MenuProduct = {
  id: '701',
  categoryId: '601',
  menuId: '1',
  ...names('Pork dumplings'),
  description: '',
  descriptionI18n: { 'en-US': '', 'zh-TW': '' },
  categoryName: 'Dumplings',
  price: 9.5,
  img: '',
  mode: ItemMode.Normal,
  salesUnitType: SalesUnitType.Piece,
  salesUnitFactorList: [],
  pointsPrice: 0,
  isTaxFree: false,
  soldOut: false,
  modifierGroups: [],
  condiments: [],
  sort: 1,
};
const categories: MenuCategory[] = [
  { id: '601', menuId: '1', ...names('Dumplings'), sort: 1, products: [dumplings] },
];
const loaded = foldAll(
  initialAppState,
  sequence([{ type: 'MenuLoaded', payload: { merchantId: '1001', categories } }]),
);

describe('menu slice', () => {
  it('keeps the loaded menu and finds its products', () => {
    expect(loaded.menu).toMatchObject({ merchantId: '1001', status: 'success', categories });
    expect(findProduct(loaded.menu, '701')).toEqual(dumplings);
    expect(findProduct(loaded.menu, '999')).toBeNull();
  });

  it('keeps the last menu when a refresh fails', () => {
    const state = foldAll(
      loaded,
      sequence([{ type: 'MenuLoadFailed', payload: { merchantId: '1001', message: 'x' } }], 5),
    );
    expect(state.menu).toMatchObject({ status: 'error', error: 'x', categories });
  });

  it('forgets the menu when another merchant is selected, not when the same one is', () => {
    const same = foldAll(
      loaded,
      sequence([{ type: 'MerchantSelected', payload: { merchantId: '1001' } }], 5),
    );
    expect(same.menu.categories).toEqual(categories);
    const other = foldAll(
      loaded,
      sequence([{ type: 'MerchantSelected', payload: { merchantId: '2002' } }], 5),
    );
    expect(other.menu).toEqual(initialAppState.menu);
  });
});

import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { aMenuProduct, names } from './menu.fixture.ts';
import { initialAppState } from '../state.ts';
import { findProduct } from './state.ts';

const dumplings: MenuProduct = aMenuProduct();
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

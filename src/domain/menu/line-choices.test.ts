import { describe, expect, it } from 'vitest';
import { aCondiment, aModifier, anOrderItem } from '../cart/order-item.fixture.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { lineChoices } from './line-choices.ts';
import { menuIndex } from './menu-index.ts';
import { aMenuProduct, names } from './menu.fixture.ts';

const wontons: MenuProduct = aMenuProduct({
  ...names('Wontons in chili oil', '紅油抄手'),
  price: 9.2,
  modifierGroups: [
    {
      id: '801',
      ...names('Heat', '辣度'),
      min: 1,
      max: 1,
      options: [
        { modifierProductId: '901', ...names('Mild', '小辣'), price: 0 },
        { modifierProductId: '902', ...names('Extra egg', ''), price: 1 },
      ],
    },
  ],
  condiments: [{ id: '951', ...names('Vinegar', '醋'), price: 0.5 }],
});
const menu = menuIndex([
  { id: '601', menuId: '1', sort: 1, ...names('Dumplings', '水餃'), products: [wontons] },
] satisfies MenuCategory[]);

describe('lineChoices', () => {
  const line = anOrderItem({
    productId: '701',
    menuName: 'Wontons (as placed)',
    orderItemModifiers: [
      aModifier({ modifierProductId: '901', quantity: 1 }),
      aModifier({ modifierProductId: '902', quantity: 2 }),
    ],
    condiments: [aCondiment({ condimentId: '951', price: 0.5 })],
  });

  it('names the dish, its options (with counts) and condiments in the language asked for', () => {
    expect(lineChoices(line, menu, 'en-US')).toEqual({
      name: 'Wontons in chili oil',
      choices: ['Mild', 'Extra egg ×2', 'Vinegar'],
      unnamed: 0,
    });
    // A name left blank in a language falls back to the POS's own text.
    expect(lineChoices(line, menu, 'zh-TW').choices).toEqual(['小辣', 'Extra egg ×2', '醋']);
  });

  it('counts what the menu no longer names and keeps the line’s own name for a dish it lost', () => {
    const gone = anOrderItem({
      productId: '799',
      menuName: 'Seasonal greens',
      orderItemModifiers: [aModifier({ modifierProductId: '901' })],
      condiments: [aCondiment({ price: 9.99 })],
    });
    expect(lineChoices(gone, menu, 'en-US')).toEqual({
      name: 'Seasonal greens',
      choices: [],
      unnamed: 2,
    });
    // A condiment recorded before condiments had ids is found by its price.
    const older = anOrderItem({ productId: '701', condiments: [aCondiment({ price: 0.5 })] });
    expect(lineChoices(older, menu, 'en-US').choices).toEqual(['Vinegar']);
  });
});

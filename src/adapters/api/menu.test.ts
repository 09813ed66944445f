import { describe, it } from 'vitest';
import { ItemMode, SalesUnitType } from '../../domain/model/enums.ts';
import { checkCall } from '../testing/call-case.fixture.ts';
import { useMsw } from '../testing/msw.fixture.ts';
import { asPosJson } from '../testing/replies.fixture.ts';
import { getMenu, searchMenu } from './menu.ts';

useMsw();

const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-TW': zh });

const fish = {
  id: '703',
  categoryId: '601',
  menuId: '1',
  name: '魚',
  nameI18n: both('Fish', '魚'),
  description: '',
  descriptionI18n: both('', ''),
  categoryName: '水餃',
  price: 4.8,
  img: '/images/fish.svg',
  mode: ItemMode.Normal,
  salesUnitType: SalesUnitType.Weight,
  salesUnitFactorList: [0.5],
  pointsPrice: 0,
  isTaxFree: false,
  soldOut: false,
  modifierGroups: [
    {
      id: '1',
      name: '加料',
      nameI18n: both('Extras', '加料'),
      min: 0,
      max: 2,
      options: [{ modifierProductId: '801', name: '蛋', nameI18n: both('Egg', '蛋'), price: 1.5 }],
    },
  ],
  condiments: [{ id: '9', name: '醬', nameI18n: both('Sauce', '醬'), price: 0.5 }],
  sort: 3,
};

describe('menu calls', () => {
  it('GET /api/member/merchant/products-by-categories reads the menu', async () => {
    const menu = [
      {
        id: '601',
        menuId: '1',
        name: '水餃',
        nameI18n: both('Dumplings', '水餃'),
        sort: 1,
        products: [fish],
      },
    ];
    await checkCall({
      effect: getMenu({ merchantId: '1001' }),
      method: 'get',
      path: '/api/member/merchant/products-by-categories',
      query: { merchantId: '1001' },
      reply: asPosJson(menu),
      expected: menu,
    });
  });

  it('GET /api/member/merchant/search sends the keyword as typed', async () => {
    await checkCall({
      effect: searchMenu({ merchantId: '1001', keyword: '魚 湯' }),
      method: 'get',
      path: '/api/member/merchant/search',
      query: { merchantId: '1001', keyword: '魚 湯' },
      reply: asPosJson([fish]),
      expected: [fish],
    });
  });
});

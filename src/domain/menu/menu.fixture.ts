import { ItemMode, SalesUnitType } from '../model/enums.ts';
import type { MenuProduct } from '../model/menu.ts';

/** A name in both languages; the Chinese one defaults to the English. */
export const names = (en: string, zh: string = en) => ({
  name: en,
  nameI18n: { 'en-US': en, 'zh-TW': zh },
});

/** Pork dumplings at 9.50, by the piece, with no options. */
export const aMenuProduct = (overrides: Partial<MenuProduct> = {}): MenuProduct => ({
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
  ...overrides,
});

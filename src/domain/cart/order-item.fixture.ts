import {
  AdjustmentCategory,
  AdjustmentTarget,
  ItemMode,
  ItemType,
  SalesUnitType,
} from '../model/enums.ts';
import type { Condiment, OrderItem, OrderItemModifier, PriceAdjustment } from '../model/order.ts';
import type { NewCartLine } from './merge.ts';

/** A saved, unsent line of one 12.50 burger; override what a test is about. */
export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: '5001',
  orderId: '4001',
  productId: 'p-burger',
  menuId: 'menu-1',
  categoryId: 'c-mains',
  originalPrice: 12.5,
  price: 12.5,
  quantity: 1,
  coefficient: 1,
  notes: '',
  isTaxFree: false,
  type: ItemType.Normal,
  sort: 1,
  sentAt: null,
  menuName: 'Burger',
  categoryName: 'Mains',
  mode: ItemMode.Normal,
  couponDiscountAmount: 0,
  qtyVoid: 0,
  voidReason: '',
  qtySentToKitchen: 0,
  waitToSend: 0,
  orderItemModifiers: [],
  priceAdjustments: [],
  condiments: [],
  salesUnitType: SalesUnitType.Piece,
  salesUnitFactorList: [],
  pointsPrice: 0,
  itemWithAdjustmentAmount: 0,
  ...overrides,
});

/** One 1.00 extra of cheese. */
export const aModifier = (overrides: Partial<OrderItemModifier> = {}): OrderItemModifier => ({
  id: '6001',
  orderId: '4001',
  modifierProductId: 'm-cheese',
  quantity: 1,
  price: 1,
  condiments: [],
  ...overrides,
});

/** A regular portion of a 0.50 sauce. */
export const aCondiment = (overrides: Partial<Condiment> = {}): Condiment => ({
  price: 0.5,
  coefficient: 1,
  quantity: 1,
  ...overrides,
});

/** A 2.00 discount on the whole order. */
export const aPriceAdjustment = (overrides: Partial<PriceAdjustment> = {}): PriceAdjustment => ({
  category: AdjustmentCategory.Discount,
  target: AdjustmentTarget.EntireOrder,
  amount: 2,
  ...overrides,
});

/** What the product sheet sends for one plain burger. */
export const aNewCartLine = (overrides: Partial<NewCartLine> = {}): NewCartLine => ({
  productId: 'p-burger',
  menuId: 'menu-1',
  categoryId: 'c-mains',
  menuName: 'Burger',
  categoryName: 'Mains',
  price: 12.5,
  originalPrice: 12.5,
  quantity: 1,
  notes: '',
  orderItemModifiers: [],
  condiments: [],
  salesUnitType: SalesUnitType.Piece,
  salesUnitFactorList: [],
  mode: ItemMode.Normal,
  pointsPrice: 0,
  ...overrides,
});

/** Freezes a value all the way down, so a test fails loudly if code under test mutates it. */
export const deepFrozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) {
      deepFrozen(child);
    }
    Object.freeze(value);
  }
  return value;
};

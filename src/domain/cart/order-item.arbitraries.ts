import fc from 'fast-check';
import { ItemMode, ItemType, SalesUnitType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import type { Condiment, OrderItem, OrderItemModifier } from '../model/order.ts';
import { centsArb, priceAdjustmentArb } from '../pricing/money.arbitraries.ts';
import type { NewCartLine, NewCartModifier } from './merge.ts';

// Small pools so that generated lines often share products, modifiers and notes, and so merge.
const productIdArb = fc.constantFrom('p-burger', 'p-fries', 'p-soup');
const categoryIdArb = fc.constantFrom('c-mains', 'c-sides');
const modifierProductIdArb = fc.constantFrom('m-cheese', 'm-bacon', 'm-egg');
export const notesArb = fc.constantFrom('', 'no onion', 'extra hot', 'No onion');

export const condimentArb: fc.Arbitrary<Condiment> = fc.record({
  price: centsArb(500),
  coefficient: fc.constantFrom(0.5, 1, 2),
  quantity: fc.integer({ min: 0, max: 3 }),
});

export const newCartModifierArb: fc.Arbitrary<NewCartModifier> = fc.record({
  modifierProductId: modifierProductIdArb,
  quantity: fc.integer({ min: 0, max: 3 }),
  price: centsArb(300),
  condiments: fc.array(condimentArb, { maxLength: 2 }),
});

export const modifierArb: fc.Arbitrary<OrderItemModifier> = newCartModifierArb.map((m) => ({
  ...m,
  id: '6001',
  orderId: '4001',
}));

/** Weighed lines carry weights in kilograms to 3 places; pieces mostly carry none. */
const salesUnitArb = fc.oneof(
  fc.record({
    salesUnitType: fc.constant(SalesUnitType.Piece),
    salesUnitFactorList: fc.array(fc.constantFrom(1, 2), { maxLength: 1 }),
  }),
  fc.record({
    salesUnitType: fc.constant(SalesUnitType.Weight),
    salesUnitFactorList: fc.array(
      fc.integer({ min: 1, max: 3_000 }).map((grams) => grams / 1000),
      { maxLength: 3 },
    ),
  }),
);

/** A positive-quantity line the product sheet could produce, money or points. */
export const newCartLineArb: fc.Arbitrary<NewCartLine> = fc
  .record({
    productId: productIdArb,
    categoryId: categoryIdArb,
    price: centsArb(5_000),
    quantity: fc.integer({ min: 1, max: 5 }),
    notes: notesArb,
    orderItemModifiers: fc.array(newCartModifierArb, { maxLength: 3 }),
    condiments: fc.array(condimentArb, { maxLength: 2 }),
    mode: fc.constantFrom(ItemMode.Normal, ItemMode.Customized, ItemMode.PointExchange),
    pointsPrice: fc.integer({ min: 0, max: 1_000 }),
    unit: salesUnitArb,
  })
  .map(({ unit, ...line }) => ({
    ...line,
    ...unit,
    menuId: 'menu-1',
    menuName: line.productId,
    categoryName: line.categoryId,
    originalPrice: line.price,
  }));

/**
 * Any line a cart or order may hold, sent or not, voided or not, any mode. A never-saved line
 * always has something in it: merge.ts removes those that reach 0, so none exists.
 */
export const orderItemArb: fc.Arbitrary<OrderItem> = fc
  .record({
    line: newCartLineArb,
    saved: fc.boolean(),
    quantity: fc.integer({ min: 0, max: 5 }),
    qtySentToKitchen: fc.integer({ min: 0, max: 3 }),
    qtyVoid: fc.integer({ min: 0, max: 3 }),
    mode: fc.constantFrom(...Object.values(ItemMode)),
    coefficient: fc.constantFrom(1, 0.5),
    sort: fc.integer({ min: 1, max: 50 }),
    priceAdjustments: fc.array(priceAdjustmentArb(), { maxLength: 2 }),
    modifiers: fc.array(modifierArb, { maxLength: 3 }),
  })
  .map(({ line, saved, modifiers, ...fields }): OrderItem => {
    const isNew = !saved && fields.quantity > 0;
    return {
      ...line,
      ...fields,
      id: isNew ? NEW_LINE_ID : '5001',
      orderId: '4001',
      isTaxFree: false,
      type: ItemType.Normal,
      sentAt: null,
      couponDiscountAmount: 0,
      voidReason: '',
      qtySentToKitchen: isNew ? 0 : fields.qtySentToKitchen,
      qtyVoid: isNew ? 0 : Math.min(fields.qtyVoid, fields.qtySentToKitchen),
      waitToSend: 0,
      orderItemModifiers: modifiers,
      itemWithAdjustmentAmount: 0,
    };
  });

/** Any cart; some lines repeat another's key, as lines the server kept apart can. */
export const cartItemsArb: fc.Arbitrary<OrderItem[]> = fc
  .array(orderItemArb, { maxLength: 8 })
  .chain((items) =>
    items.length === 0
      ? fc.constant(items)
      : fc
          .array(fc.constantFrom(...items), { maxLength: 3 })
          .map((twins) => [...items, ...twins.map((twin, i) => ({ ...twin, sort: 100 + i }))]),
  );

/** The product sheet line that would have made `item`. */
export const newCartLineOf = (item: OrderItem, quantity: number): NewCartLine => ({
  productId: item.productId,
  menuId: item.menuId,
  categoryId: item.categoryId,
  menuName: item.menuName,
  categoryName: item.categoryName,
  price: item.price,
  originalPrice: item.originalPrice,
  quantity,
  notes: item.notes,
  orderItemModifiers: item.orderItemModifiers,
  condiments: item.condiments,
  salesUnitType: item.salesUnitType,
  salesUnitFactorList: item.salesUnitFactorList,
  mode: item.mode,
  pointsPrice: item.pointsPrice,
});

/** A new line that, half the time, is more of a dish already in the cart. */
export const newCartLineFor = (items: readonly OrderItem[]): fc.Arbitrary<NewCartLine> =>
  items.length === 0
    ? newCartLineArb
    : fc.oneof(
        newCartLineArb,
        fc
          .tuple(fc.constantFrom(...items), fc.integer({ min: 1, max: 5 }))
          .map(([item, quantity]) => newCartLineOf(item, quantity)),
      );

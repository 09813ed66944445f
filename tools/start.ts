/**
 * `npm start` until the reference server and the web app exist (issues 3-5): folds a small
 * recorded table session with the domain core and prints the shared cart as each diner sees it.
 */
import type { NewCartLine } from '../src/domain/cart/merge.ts';
import { userCartItems } from '../src/domain/cart/state.ts';
import type { AppEvent } from '../src/domain/events.ts';
import { foldAll } from '../src/domain/fold.ts';
import { emptyCartOrder } from '../src/domain/model/defaults.ts';
import { ItemMode, SalesUnitType } from '../src/domain/model/enums.ts';
import { itemTotal } from '../src/domain/pricing/item-total.ts';
import { orderTotals } from '../src/domain/pricing/order-totals.ts';
import { initialAppState } from '../src/domain/state.ts';

const dish = (
  productId: string,
  menuName: string,
  price: number,
  quantity: number,
  notes = '',
): NewCartLine => ({
  productId,
  menuId: '1',
  categoryId: '10',
  menuName,
  categoryName: 'Dumplings',
  price,
  originalPrice: price,
  quantity,
  notes,
  condiments: [],
  orderItemModifiers: [],
  salesUnitType: SalesUnitType.Piece,
  salesUnitFactorList: [],
  mode: ItemMode.Normal,
  pointsPrice: 0,
});

const start = Date.UTC(2026, 10, 22, 18, 30);
const session: AppEvent[] = [
  { seq: 1, at: start, type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1' } },
  {
    seq: 2,
    at: start,
    type: 'CartReplacedFromServer',
    payload: { cart: emptyCartOrder({ tableId: '501', tableName: 'A1' }, start) },
  },
  {
    seq: 3,
    at: start + 5_000,
    type: 'CartItemAdded',
    payload: { userId: 'ada', line: dish('201', 'Pork dumplings', 9.5, 2), orderType: 'dineIn' },
  },
  {
    seq: 4,
    at: start + 9_000,
    type: 'CartItemAdded',
    payload: {
      userId: 'bo',
      line: dish('202', 'Leek dumplings', 8.25, 1, 'no garlic'),
      orderType: 'dineIn',
    },
  },
  {
    seq: 5,
    at: start + 12_000,
    type: 'CartItemAdded',
    payload: { userId: 'ada', line: dish('201', 'Pork dumplings', 9.5, 1), orderType: 'dineIn' },
  },
];

const state = foldAll(initialAppState, session);
const cart = state.cart.current;
console.log(`Table ${state.session.tableName}: ${session.length} events folded by src/domain\n`);
for (const diner of ['ada', 'bo']) {
  for (const line of userCartItems(cart, diner)) {
    const notes = line.notes ? ` (${line.notes})` : '';
    console.log(
      `  ${diner.padEnd(4)} ${line.quantity} × ${line.menuName}${notes}  ${itemTotal(line).toFixed(2)}`,
    );
  }
}
if (cart) console.log(`\n  total ${orderTotals(cart).total.toFixed(2)}`);
console.log(
  '\nThe reference server and the web app are not built yet; `npm test` runs every test.',
);

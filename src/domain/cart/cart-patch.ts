import { current, type Draft, isDraft } from 'immer';
import { apply, deepEqual, diff, type Patch } from '../log/patch.ts';
import { ItemMode, ItemType, SalesUnitType } from '../model/enums.ts';
import type { CartOrder, OrderItem, UserCart } from '../model/order.ts';

/**
 * What a cart line holds when nothing was said of it: a line written without these keys is the
 * same line. Most of a cart line is defaults (no void, no kitchen, no adjustment yet).
 */
const LINE_DEFAULTS: Readonly<Partial<Record<keyof OrderItem, unknown>>> = {
  id: '0',
  orderId: '0',
  menuId: '0',
  categoryId: '0',
  originalPrice: 0,
  price: 0,
  coefficient: 1,
  notes: '',
  isTaxFree: false,
  type: ItemType.Normal,
  sort: 0,
  sentAt: null,
  menuName: '',
  categoryName: '',
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
};

const isDefault = (key: string, value: unknown): boolean => {
  const fallback = LINE_DEFAULTS[key as keyof OrderItem];
  if (fallback === undefined) return false;
  return Array.isArray(fallback) ? Array.isArray(value) && value.length === 0 : value === fallback;
};

type CompactLine = Readonly<Record<string, unknown>>;

export const compactLine = (line: OrderItem): CompactLine => {
  const compact: Record<string, unknown> = {};
  for (const key of Object.keys(line)) {
    const value = line[key as keyof OrderItem];
    if (value !== undefined && !isDefault(key, value)) compact[key] = value;
  }
  return compact;
};

/** Each written line's full form, once: a line a patch left alone stays the same object. */
const expanded = new WeakMap<CompactLine, OrderItem>();

export const expandLine = (compact: CompactLine): OrderItem => {
  let line = expanded.get(compact);
  if (line === undefined) {
    line = { ...LINE_DEFAULTS, ...compact } as OrderItem;
    expanded.set(compact, line);
  }
  return line;
};

/** Where a line of the table's list stands in the diners' lists: [diner, line]. */
type LineRef = readonly [number, number];

interface DinerForm extends Omit<UserCart, 'orderItems' | 'invalidOrderItems'> {
  readonly orderItems: readonly CompactLine[];
  readonly invalidOrderItems: readonly CompactLine[];
}

/**
 * A cart as its patches are written: lines without their defaults, and the table's list of lines
 * (`orderItems`, the diners' lines in the server's order) as references into the diners' lists,
 * so a new line is written once, and small.
 */
interface CartForm extends Omit<CartOrder, 'orderItems' | 'userCarts'> {
  readonly userCarts: readonly DinerForm[];
  readonly orderItems: readonly (LineRef | CompactLine)[];
}

const lineKey = (line: OrderItem): string => `${line.id}|${line.productId}|${line.sort}`;

/**
 * Each cart's written form, by the cart, both ways: the cart a patch makes is the base of the
 * next patch, which then needs no second look at its lines.
 */
const forms = new WeakMap<CartOrder, CartForm>();

/**
 * A value read inside the fold's draft, as the plain value it stands for: what a patch is told
 * against must outlive the draft, and the cache knows the plain cart. The fold never changes a
 * cart or an edit in place, so this is the original, at no cost.
 */
export const unwrapped = <T>(value: T): T =>
  isDraft(value) ? (current(value as Draft<T>) as T) : value;

const toForm = (draftOrCart: CartOrder): CartForm => {
  const cart = unwrapped(draftOrCart);
  const known = forms.get(cart);
  if (known !== undefined) return known;
  const form = formOf(cart);
  forms.set(cart, form);
  return form;
};

const formOf = (cart: CartOrder): CartForm => {
  const byKey = new Map<string, { readonly line: OrderItem; readonly ref: LineRef }[]>();
  cart.userCarts.forEach((diner, d) =>
    diner.orderItems.forEach((line, l) => {
      const key = lineKey(line);
      const found = byKey.get(key);
      if (found === undefined) byKey.set(key, [{ line, ref: [d, l] }]);
      else found.push({ line, ref: [d, l] });
    }),
  );
  const referenced = (line: OrderItem): LineRef | CompactLine =>
    byKey
      .get(lineKey(line))
      ?.find((candidate) => candidate.line === line || deepEqual(candidate.line, line))?.ref ??
    compactLine(line);
  return {
    ...cart,
    userCarts: cart.userCarts.map((diner) => ({
      ...diner,
      orderItems: diner.orderItems.map(compactLine),
      invalidOrderItems: diner.invalidOrderItems.map(compactLine),
    })),
    orderItems: cart.orderItems.map(referenced),
  };
};

const fromForm = (form: CartForm): CartOrder => {
  const cart = cartOf(form);
  forms.set(cart, form);
  return cart;
};

/** Each written diner's full form, once: a diner a patch left alone stays the same object. */
const diners = new WeakMap<DinerForm, UserCart>();

const expandDiner = (form: DinerForm): UserCart => {
  let diner = diners.get(form);
  if (diner === undefined) {
    diner = {
      ...form,
      orderItems: form.orderItems.map(expandLine),
      invalidOrderItems: form.invalidOrderItems.map(expandLine),
    };
    diners.set(form, diner);
  }
  return diner;
};

const cartOf = (form: CartForm): CartOrder => {
  const userCarts = form.userCarts.map(expandDiner);
  const orderItems = form.orderItems.map((item) =>
    Array.isArray(item)
      ? (userCarts[item[0] as number]?.orderItems[item[1] as number] as OrderItem)
      : expandLine(item as CompactLine),
  );
  return { ...form, userCarts, orderItems };
};

/** What changed from one cart to the next, small: see CartForm. Null when nothing did. */
export const diffCart = (before: CartOrder, after: CartOrder): Patch | null =>
  diff(toForm(before), toForm(after));

/** The next cart, from the one before and the patch between them. */
export const applyCartPatch = (before: CartOrder, patch: Patch | null): CartOrder =>
  patch === null ? before : fromForm(apply(toForm(before), patch) as CartForm);

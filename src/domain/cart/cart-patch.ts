import { apply, deepEqual, diff, type Patch } from '../log/patch.ts';
import { unwrapped } from '../plain.ts';
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

/**
 * A value's other form, made once: a line or a diner that a patch or a rebase left alone stays the
 * same object in either form, so a cart written against a rebased cart, and the cart read back
 * from it, cost what changed rather than the whole table (BENCHMARKS.md). A full form made from a
 * written one is known from it both ways (`writtenAs`); a written form made from a full one, a
 * server's line, is not: the full form read back is always the written one with its defaults, in
 * the worker as in a replay of its log. Forms are never changed in place.
 */
const cachedForm = <From extends object, To extends object>(
  make: (from: From) => To,
  made: WeakMap<From, To>,
  writtenAs?: WeakMap<To, From>,
): ((from: From) => To) => {
  return (from) => {
    let to = made.get(from);
    if (to === undefined) {
      to = make(from);
      made.set(from, to);
      writtenAs?.set(to, from);
    }
    return to;
  };
};

const compacted = new WeakMap<OrderItem, CompactLine>();
const expanded = new WeakMap<CompactLine, OrderItem>();

export const compactLine = cachedForm((line: OrderItem): CompactLine => {
  const compact: Record<string, unknown> = {};
  for (const key of Object.keys(line)) {
    const value = line[key as keyof OrderItem];
    if (value !== undefined && !isDefault(key, value)) compact[key] = value;
  }
  return compact;
}, compacted);

export const expandLine = cachedForm(
  (compact: CompactLine): OrderItem => ({ ...LINE_DEFAULTS, ...compact }) as OrderItem,
  expanded,
  compacted,
);

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
    userCarts: cart.userCarts.map(dinerFormOf),
    orderItems: cart.orderItems.map(referenced),
  };
};

const fromForm = (form: CartForm): CartOrder => {
  const cart = cartOf(form);
  forms.set(cart, form);
  return cart;
};

/** Each diner's two forms, as each line's (cachedForm). */
const diners = new WeakMap<DinerForm, UserCart>();
const dinerForms = new WeakMap<UserCart, DinerForm>();

/** A diner with each of their lines, priced or gone, in the other form. */
const linesAs =
  <Line, Other>(form: (line: Line) => Other) =>
  <
    Diner extends {
      readonly orderItems: readonly Line[];
      readonly invalidOrderItems: readonly Line[];
    },
  >(
    diner: Diner,
  ) => ({
    ...diner,
    orderItems: diner.orderItems.map(form),
    invalidOrderItems: diner.invalidOrderItems.map(form),
  });

const expandDiner = cachedForm(
  (form: DinerForm): UserCart => linesAs(expandLine)(form),
  diners,
  dinerForms,
);

const dinerFormOf = cachedForm(
  (diner: UserCart): DinerForm => linesAs(compactLine)(diner),
  dinerForms,
);

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

import { Schema } from 'effect';
import {
  MAX_LINE_QUANTITY,
  MAX_NOTES_LENGTH,
  MAX_QUANTITY_PER_STEP,
} from '../../src/domain/cart/line-limits.ts';
import { webOrderTypes } from '../../src/domain/model/enums.ts';
import { IdInput } from '../http/validate.ts';
import { MAX_LINES_PER_DINER } from '../seats/limits.ts';

const MAX_LINES = MAX_LINES_PER_DINER;

const count = (maximum: number) => Schema.Int.check(Schema.isBetween({ minimum: 0, maximum }));
const listOf = <S extends Schema.Top>(item: S, maximum: number) =>
  Schema.Array(item).check(Schema.isMaxLength(maximum));

// A condiment is named by its menu price; its coefficient, like every price, is the menu's, so
// a `coefficient` the client sends is not read at all.
const CondimentInput = Schema.Struct({
  condimentId: Schema.optionalKey(IdInput),
  price: Schema.Finite.check(Schema.isBetween({ minimum: -10_000, maximum: 10_000 })),
  quantity: count(MAX_QUANTITY_PER_STEP),
});

const ModifierInput = Schema.Struct({
  modifierProductId: IdInput,
  quantity: count(MAX_QUANTITY_PER_STEP),
  condiments: Schema.optionalKey(listOf(CondimentInput, 20)),
});

/** A cart line as the client sends it; fields not named here (prices, names...) are ignored. */
export const LineInput = Schema.Struct({
  id: Schema.optionalKey(IdInput),
  productId: IdInput,
  quantity: count(MAX_LINE_QUANTITY),
  notes: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(MAX_NOTES_LENGTH))),
  orderItemModifiers: Schema.optionalKey(listOf(ModifierInput, 30)),
  condiments: Schema.optionalKey(listOf(CondimentInput, 20)),
  // Weighed dishes only: each factor is a number of the product's weight units (100 g); their
  // sum, the diner's estimate, must come to 50 g…5 kg (resolve-line.ts).
  salesUnitFactorList: Schema.optionalKey(
    listOf(Schema.Finite.check(Schema.isBetween({ minimum: 0.001, maximum: 999 })), 10),
  ),
});
export type LineInput = typeof LineInput.Type;

const OptionalId = Schema.optionalKey(Schema.NullOr(IdInput));
export const CartVersion = Schema.Int.check(
  Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }),
);

export const CartWriteBody = Schema.Struct({
  cartRowVersion: CartVersion,
  tableId: OptionalId,
  merchantId: OptionalId,
  productId: OptionalId,
  orderItems: listOf(LineInput, MAX_LINES),
});

const BrowserId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._-]{1,64}$/));

export const CartQuery = Schema.Struct({
  merchantId: Schema.optionalKey(IdInput),
  browserId: Schema.optionalKey(BrowserId),
});

/** `mine`: only the caller's lines, even from an idle cart (a logout, "clear my items"). */
export const ClearQuery = Schema.Struct({ scope: Schema.optionalKey(Schema.Literals(['mine'])) });

export const OrderTypeInput = Schema.Literals(webOrderTypes);

export const InitializeBody = Schema.Struct({
  tableId: OptionalId,
  guests: Schema.optionalKey(Schema.Unknown),
  orderType: Schema.optionalKey(OrderTypeInput),
});

export const GuestsBody = Schema.Struct({ tableId: OptionalId, guests: Schema.Unknown });

export const OrderTypeBody = Schema.Struct({ tableId: OptionalId, orderType: OrderTypeInput });

/** Both optional: the seat names the table and the diner; when sent they must be the seat's. */
export const NegotiateQuery = Schema.Struct({
  userId: Schema.optionalKey(BrowserId),
  tableId: Schema.optionalKey(IdInput),
});

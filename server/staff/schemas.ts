import { Schema, SchemaGetter } from 'effect';
import { SPICE_LEVELS } from '../../src/domain/model/dietary.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { MAX_REASON_LENGTH } from '../../src/domain/validation/reason.ts';
import { isBlankText, shownText, textLength } from '../../src/domain/validation/shown-text.ts';
import { DbId } from '../merchants/ids.ts';

/** The version of the order the staff looked at; a stale one is refused with 12000. */
const RowVersion = Schema.optionalKey(
  Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 })),
);

/** A void or cancel reason: kept as the staff see it (shownText), never blank, never too long. */
const Reason = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(
      Schema.makeFilter((text: string) => !isBlankText(text) || 'must not be blank'),
      Schema.makeFilter(
        (text: string) =>
          textLength(text) <= MAX_REASON_LENGTH ||
          `must be at most ${MAX_REASON_LENGTH} characters`,
      ),
    ),
    {
      decode: SchemaGetter.transform(shownText),
      encode: SchemaGetter.transform((text: string) => text),
    },
  ),
);

/** Money in cents: at most two decimals, so nothing is rounded behind the staff's back. */
const Amount = (minimum: number, maximum: number) =>
  Schema.Finite.check(
    Schema.isBetween({ minimum, maximum }),
    Schema.makeFilter(
      (value: number) => new Money(value).decimalPlaces() <= 2 || 'at most two decimals',
    ),
  );

const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 999 }));

export const IdParams = Schema.Struct({ id: DbId });
export const ItemParams = Schema.Struct({ id: DbId, itemId: DbId });

export const VersionBody = Schema.Struct({ rowVersion: RowVersion });

export const SendBody = Schema.Struct({
  itemIds: Schema.optionalKey(Schema.Array(DbId).check(Schema.isMaxLength(500))),
  rowVersion: RowVersion,
});

export const VoidBody = Schema.Struct({
  quantity: Schema.optionalKey(Quantity),
  reason: Reason,
  rowVersion: RowVersion,
});

export const AdjustmentBody = Schema.Struct({
  category: Schema.Literals(['discount', 'charge']),
  amount: Schema.optionalKey(Amount(0.01, 1_000_000)),
  percent: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0.01, maximum: 100 })),
  ),
  target: Schema.optionalKey(Schema.Literals(['entireOrder'])),
  rowVersion: RowVersion,
});

export const PaymentBody = Schema.Struct({
  amount: Amount(0.01, 1_000_000),
  tips: Schema.optionalKey(Amount(0, 100_000)),
  method: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9 _-]{1,32}$/)),
  rowVersion: RowVersion,
});

export const CancelBody = Schema.Struct({ reason: Reason, rowVersion: RowVersion });

/**
 * A weighed line's weight per piece, as the scale reads it: whole grams, or the factor the POS
 * stores (100 g units, at most 3 decimals). Exactly one; its range (50 g to 5 kg) is checked
 * after, with its own message (reweigh.ts).
 */
export const WeightBody = Schema.Struct({
  grams: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))),
  factor: Schema.optionalKey(
    Schema.Finite.check(
      Schema.isBetween({ minimum: 0, maximum: 10_000 }),
      Schema.makeFilter(
        (value: number) => new Money(value).decimalPlaces() <= 3 || 'at most three decimals',
      ),
    ),
  ),
  rowVersion: RowVersion,
});
export type WeightBody = typeof WeightBody.Type;

export const MergeBody = Schema.Struct({
  intoOrderId: DbId,
  rowVersion: RowVersion,
  intoRowVersion: RowVersion,
});

export const TableAvailabilityBody = Schema.Struct({ available: Schema.Boolean });

export const ProductAvailabilityBody = Schema.Struct({
  soldOut: Schema.optionalKey(Schema.Boolean),
  offShelf: Schema.optionalKey(Schema.Boolean),
});

/**
 * A dish's dietary facts, all four given (PUT replaces them); null is "not stated". Allergen codes
 * are checked after, so an unknown one is named in the request's language (dietary.ts).
 */
export const DietaryBody = Schema.Struct({
  vegetarian: Schema.NullOr(Schema.Boolean),
  vegan: Schema.NullOr(Schema.Boolean),
  spiceLevel: Schema.NullOr(Schema.Literals(SPICE_LEVELS)),
  allergens: Schema.NullOr(Schema.Array(Schema.String).check(Schema.isMaxLength(20))),
});
export type DietaryBody = typeof DietaryBody.Type;

const Flag = Schema.optionalKey(Schema.Union([Schema.Boolean, Schema.Literals(['true', 'false'])]));

/** Minutes a cart may idle before diners are offered a restart; 0 means never. */
const Minutes = Schema.optionalKey(
  Schema.Union([
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 9_999 })),
    Schema.String.check(Schema.isPattern(/^(0|[1-9][0-9]{0,3})$/)),
  ]),
);

export const SettingsBody = Schema.Struct({
  DineinWebSupportGuest: Flag,
  DineinWebOrderCodeRequired: Flag,
  DineinWebClearTableShoppingCart: Minutes,
  ThemePrimaryColor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(32))),
});
export type SettingsBody = typeof SettingsBody.Type;

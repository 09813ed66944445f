import { Effect, Schema, SchemaGetter } from 'effect';

const DECIMAL_ID = /^(0|[1-9][0-9]{0,19})$/;

/**
 * An id as the reply parser (http/exact-json.ts) hands it over: a number when short, its decimal text when long (docs/api.md
 * writes ids as exact JSON numbers). Either way the domain gets a decimal string (model/ids.ts).
 */
export const Id: Schema.Decoder<string> = Schema.Union([
  Schema.String.check(Schema.isPattern(DECIMAL_ID)),
  Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | number) => String(value)),
    encode: SchemaGetter.transform((value: string) => value),
  }),
);

/**
 * Money, points and rates: a number, or the decimal text the parser keeps for a number written
 * with more than 15 characters (0.1234567890123456), read back as the nearest number.
 */
export const Amount: Schema.Decoder<number> = Schema.Union([
  Schema.Finite,
  Schema.FiniteFromString,
]);

/**
 * A field the domain always has but the POS may leave out or send as null: the domain's default
 * stands in for it (the defaults are those of model/defaults.ts).
 */
export const orDefault = <S extends Schema.Top>(schema: S, fallback: S['Type']) => {
  const present = Schema.NullOr(schema).pipe(
    Schema.decodeTo(Schema.toType(schema), {
      decode: SchemaGetter.transform((value: S['Type'] | null) => value ?? fallback),
      encode: SchemaGetter.transform((value: S['Type']) => value),
    }),
  );
  return Schema.withDecodingDefaultType<typeof present>(Effect.succeed(fallback))(present);
};

export const text = orDefault(Schema.String, '');
export const id = orDefault(Id, '0');
export const amount = (fallback = 0) => orDefault(Amount, fallback);
export const flag = (fallback: boolean) => orDefault(Schema.Boolean, fallback);
export const listOf = <S extends Schema.Top>(item: S) => orDefault(Schema.Array(item), []);
/** A value that may be absent, kept as null (sentAt, levelExpirationTime, orderMember...). */
export const nullable = <S extends Schema.Top>(schema: S) => orDefault(Schema.NullOr(schema), null);

/** A page of a list: what the coupon and order-list calls answer. */
export const pageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ list: listOf(item), total: amount(), page: amount(1), size: amount() });

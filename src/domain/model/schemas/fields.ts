import { Option, Schema, SchemaGetter } from 'effect';

/*
 * The building blocks of the model schemas. Each model schema decodes what the POS sends, which
 * is lenient (ids as numbers, nulls and missing fields); its `Type` side (Schema.toType) is the
 * domain model exactly, which is what the session log holds and checks (docs/events.md).
 */

const DECIMAL_ID = /^(0|[1-9][0-9]{0,19})$/;

/**
 * An id as the reply parser (adapters/http/exact-json.ts) hands it over: a number when short, its
 * decimal text when long (docs/api.md writes ids as exact JSON numbers). Either way the domain
 * gets a decimal string (model/ids.ts).
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
 * stands in for it (the defaults are those of model/defaults.ts). Written with a plain getter
 * rather than Schema.withDecodingDefault, which takes an Effect: the domain runs none.
 */
export const orDefault = <S extends Schema.Top>(schema: S, fallback: S['Type']) =>
  Schema.optional(Schema.NullOr(schema)).pipe(
    Schema.decodeTo(Schema.toType(schema), {
      decode: SchemaGetter.transformOptional((value: Option.Option<S['Type'] | null | undefined>) =>
        Option.some(Option.getOrUndefined(value) ?? fallback),
      ),
      encode: SchemaGetter.transformOptional((value: Option.Option<S['Type']>) => value),
    }),
  );

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

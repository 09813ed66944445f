import { Schema, SchemaGetter } from 'effect';
import type { MerchantInfo, SettingValue, WebSettings } from '../merchant.ts';
import { serverMode } from './enums.ts';
import { Id, listOf, text } from './fields.ts';

/** Setting values are text; a POS that writes `true` or `30` bare is read the same way. */
const SettingText = Schema.Union([Schema.String, Schema.Number, Schema.Boolean]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | number | boolean) => String(value)),
    encode: SchemaGetter.transform((value: string) => value),
  }),
);

const SettingValueSchema: Schema.Decoder<SettingValue> = Schema.Struct({
  templateEnum: Schema.Int,
  value: SettingText,
});

export const MerchantInfoSchema: Schema.Decoder<MerchantInfo> = Schema.Struct({
  id: Id,
  shortName: text,
  desc: text,
  img: text,
  serverMode: serverMode,
  necessarySettingValues: listOf(SettingValueSchema),
  currency: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/))),
});

/** The settings the app derives from the merchant's (rules/merchant-settings.ts): never on the wire. */
export const WebSettingsSchema = Schema.Struct({
  supportGuest: Schema.Boolean,
  orderCodeRequired: Schema.Boolean,
  themePrimaryColor: Schema.String,
  clearCartMinutes: Schema.NullOr(Schema.Number),
}) satisfies Schema.Codec<WebSettings>;

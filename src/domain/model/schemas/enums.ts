import { Schema, SchemaGetter } from 'effect';
import {
  AdjustmentCategory,
  AdjustmentTarget,
  ItemMode,
  ItemType,
  OrderSourceType,
  OrderStatus,
  PaymentStatus,
  RegistrationState,
  SalesUnitType,
  SendStatus,
  ServerMode,
  locales,
  Theme,
  webOrderTypes,
} from '../enums.ts';
import { orDefault } from './fields.ts';

type Member = string | number;

/** One of an enumeration's wire values, strictly: an unknown value is a decode failure. */
const member = <T extends Member>(values: Readonly<Record<string, T>>) =>
  Schema.Literals(Object.values(values));

/**
 * A status a newer POS may extend: an unknown value reads as `unknown` instead of failing the
 * whole reply (order status has an Unknown member for exactly this).
 */
const lenient = <T extends number>(values: Readonly<Record<string, T>>, unknown: T) => {
  const known: readonly number[] = Object.values(values);
  const isKnown = (value: number): value is T => known.includes(value);
  return Schema.Number.pipe(
    Schema.decodeTo(Schema.toType(member(values)), {
      decode: SchemaGetter.transform((value: number): T => (isKnown(value) ? value : unknown)),
      encode: SchemaGetter.transform((value: T): number => value),
    }),
  );
};

export const orderStatus = orDefault(
  lenient(OrderStatus, OrderStatus.Unknown),
  OrderStatus.Progressing,
);
export const sendStatus = orDefault(member(SendStatus), SendStatus.UnSend);
export const paymentStatus = orDefault(member(PaymentStatus), PaymentStatus.Unpaid);
export const itemMode = orDefault(member(ItemMode), ItemMode.Normal);
export const salesUnitType = orDefault(member(SalesUnitType), SalesUnitType.Piece);
export const adjustmentCategory = member(AdjustmentCategory);
export const adjustmentTarget = orDefault(member(AdjustmentTarget), AdjustmentTarget.EntireOrder);
export const itemType = orDefault(member(ItemType), ItemType.Normal);
export const sourceType = orDefault(member(OrderSourceType), OrderSourceType.ScanCodeToOrder);
export const serverMode = orDefault(member(ServerMode), ServerMode.Cloud);
export const registrationState = orDefault(
  member(RegistrationState),
  RegistrationState.Unregistered,
);

/** The app's own choices, never from the POS: strict. */
export const LocaleSchema = Schema.Literals(locales);
export const ThemeSchema = Schema.Literals(Object.values(Theme));
export const WebOrderTypeSchema = Schema.Literals(webOrderTypes);

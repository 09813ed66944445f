/**
 * The enumerations of spec §4. Where the spec gives numbers they are kept exactly; where it only
 * names the members (item mode, sales unit, adjustment category and target, item type) the wire
 * value is the member's position in the spec's list, as recorded in docs/decisions.md.
 */

type ValueOf<T> = T[keyof T];

export const OrderStatus = {
  Unknown: -1,
  Progressing: 0,
  Completed: 1,
  Cancelled: 2,
  BeMerged: 3,
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

export const SendStatus = { UnSend: 0, PartiallySent: 1, AllSent: 2 } as const;
export type SendStatus = ValueOf<typeof SendStatus>;

export const PaymentStatus = {
  Unpaid: 0,
  PartiallyPaid: 1,
  FullyPaid: 2,
  UnCaptured: 3,
  PartiallyCaptured: 4,
  Captured: 5,
  OrderCodeMiss: 1011,
} as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

/** A coupon's kind of discount (docs/api/members.md): an amount off, or a percentage of the order. */
export const DiscountType = { Amount: 0, Percent: 1 } as const;
export type DiscountType = ValueOf<typeof DiscountType>;

export const ItemMode = { Normal: 0, Customized: 1, Recharge: 2, PointExchange: 3 } as const;
export type ItemMode = ValueOf<typeof ItemMode>;

export const SalesUnitType = { Piece: 0, Weight: 1 } as const;
export type SalesUnitType = ValueOf<typeof SalesUnitType>;

export const AdjustmentCategory = {
  Discount: 0,
  Charge: 1,
  Tips: 2,
  Coupon: 3,
  Promotion: 4,
  Benefit: 5,
  Tax: 6,
  Refund: 7,
  Recharge: 8,
  OrderDiscountBenefit: 9,
} as const;
export type AdjustmentCategory = ValueOf<typeof AdjustmentCategory>;

export const AdjustmentTarget = { EntireOrder: 0, IndividualOrderItem: 1 } as const;
export type AdjustmentTarget = ValueOf<typeof AdjustmentTarget>;

export const ItemType = { Normal: 0, ToGo: 1 } as const;
export type ItemType = ValueOf<typeof ItemType>;

export const AsyncStatus = {
  Idle: 'idle',
  Pending: 'pending',
  Success: 'success',
  Error: 'error',
} as const;
export type AsyncStatus = ValueOf<typeof AsyncStatus>;

export const ServerMode = { Cloud: 0, Local: 1 } as const;
export type ServerMode = ValueOf<typeof ServerMode>;

export const RegistrationState = { Unregistered: 0, Registered: 1 } as const;
export type RegistrationState = ValueOf<typeof RegistrationState>;

/** The two order types a diner chooses in the web app (spec §4 "Order-type choice"). */
export const WebOrderType = { DineIn: 'dineIn', ToGo: 'toGo' } as const;
export type WebOrderType = ValueOf<typeof WebOrderType>;
export const webOrderTypes: readonly WebOrderType[] = [WebOrderType.DineIn, WebOrderType.ToGo];

/** Where an order came from (spec §1); scan-code-to-order is the web app's own. */
export const OrderSourceType = {
  PointOfSale: 0,
  MealOrderingPlatform: 1,
  DeliveryAggregator: 2,
  AiPhone: 3,
  ScanCodeToOrder: 4,
} as const;
export type OrderSourceType = ValueOf<typeof OrderSourceType>;

export const Locale = { EnUS: 'en-US', ZhTW: 'zh-TW' } as const;
export type Locale = ValueOf<typeof Locale>;
export const locales: readonly Locale[] = [Locale.EnUS, Locale.ZhTW];

export const Theme = { Light: 'light', Dark: 'dark' } as const;
export type Theme = ValueOf<typeof Theme>;

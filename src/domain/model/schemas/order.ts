import { Schema } from 'effect';
import type {
  CartOrder,
  Condiment,
  Order,
  OrderCoupon,
  OrderItem,
  OrderItemModifier,
  OrderMember,
  OrderPayment,
  PriceAdjustment,
  UserCart,
} from '../order.ts';
import {
  adjustmentCategory,
  adjustmentTarget,
  itemMode,
  itemType,
  orderStatus,
  paymentStatus,
  salesUnitType,
  sendStatus,
  sourceType,
} from './enums.ts';
import { Amount, Id, amount, flag, id, listOf, nullable, text } from './fields.ts';

/**
 * The order and the table's cart (spec §3) as the POS sends them. Each schema is declared as a
 * decoder of the domain type, so a field the domain gains and the schema lacks fails to compile;
 * fields the POS leaves out take the defaults of model/defaults.ts. Their `Type` side is what
 * events carry (docs/events.md).
 */
export const PriceAdjustmentSchema: Schema.Decoder<PriceAdjustment> = Schema.Struct({
  category: adjustmentCategory,
  target: adjustmentTarget,
  amount: Amount,
});

export const CondimentSchema: Schema.Decoder<Condiment> = Schema.Struct({
  condimentId: Schema.optionalKey(Id),
  price: amount(),
  coefficient: amount(1),
  quantity: amount(1),
});

export const ModifierSchema: Schema.Decoder<OrderItemModifier> = Schema.Struct({
  id: id,
  orderId: id,
  modifierProductId: Id,
  quantity: amount(1),
  price: amount(),
  condiments: listOf(CondimentSchema),
});

export const orderItemFields = {
  id: id,
  orderId: id,
  productId: Id,
  menuId: id,
  categoryId: id,
  originalPrice: amount(),
  price: amount(),
  quantity: Amount,
  coefficient: amount(1),
  notes: text,
  isTaxFree: flag(false),
  type: itemType,
  sort: amount(),
  sentAt: nullable(Schema.String),
  menuName: text,
  categoryName: text,
  mode: itemMode,
  couponDiscountAmount: amount(),
  qtyVoid: amount(),
  voidReason: text,
  qtySentToKitchen: amount(),
  waitToSend: amount(),
  orderItemModifiers: listOf(ModifierSchema),
  priceAdjustments: listOf(PriceAdjustmentSchema),
  condiments: listOf(CondimentSchema),
  salesUnitType: salesUnitType,
  salesUnitFactorList: listOf(Amount),
  pointsPrice: amount(),
  itemWithAdjustmentAmount: amount(),
  weightEstimated: Schema.optionalKey(Schema.Boolean),
  round: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  addedBy: Schema.optionalKey(
    Schema.Struct({ userId: Schema.Union([Id, Schema.String]), name: Schema.optionalKey(text) }),
  ),
  mergedFrom: Schema.optionalKey(Schema.Struct({ tableName: text, serial: text })),
};

export const OrderItemSchema: Schema.Decoder<OrderItem> = Schema.Struct(orderItemFields);

export const OrderCouponSchema: Schema.Decoder<OrderCoupon> = Schema.Struct({
  id: id,
  userCouponId: Id,
  name: text,
  couponType: amount(),
  discountType: amount(),
  discountValue: amount(),
  thresholdAmount: amount(),
  maxDiscountAmount: amount(),
  userId: id,
});

const PaymentSchema: Schema.Decoder<OrderPayment> = Schema.Struct({
  id: id,
  amount: amount(),
  tips: amount(),
  method: text,
  createAt: text,
});

const UserCartSchema: Schema.Decoder<UserCart> = Schema.Struct({
  userName: Schema.optionalKey(Schema.String),
  userId: Schema.Union([Id, Schema.String]),
  orderItems: listOf(OrderItemSchema),
  invalidOrderItems: listOf(OrderItemSchema),
});

const OrderMemberSchema: Schema.Decoder<OrderMember> = Schema.Struct({
  id: Id,
  name: text,
  points: amount(),
});

export const orderFields = {
  id: id,
  serial: text,
  type: amount(),
  customerId: id,
  customer: text,
  status: orderStatus,
  isTaxFree: flag(false),
  notes: text,
  tableId: id,
  tableName: text,
  guests: amount(1),
  orderItems: listOf(OrderItemSchema),
  orderTaxes: listOf(PriceAdjustmentSchema),
  priceAdjustments: listOf(PriceAdjustmentSchema),
  paymentStatus: paymentStatus,
  sendStatus: sendStatus,
  isPrinted: flag(false),
  totalAmount: amount(),
  paymentsTotal: amount(),
  paymentsTips: amount(),
  paymentsChange: amount(),
  totalTaxAmount: amount(),
  subTotalAmount: amount(),
  totalDiscountAmount: amount(),
  totalChargeAmount: amount(),
  totalTipsAmount: amount(),
  regionId: id,
  staffName: text,
  staffId: id,
  payments: listOf(PaymentSchema),
  customerProducts: listOf(Schema.Unknown),
  createAt: text,
  extraInfo: text,
  thirdPartyOrderId: text,
  sourceType: sourceType,
  thirdPartyExtraInfo: text,
  rowVersion: amount(),
  voidItemPrint: flag(false),
  isPrintable: flag(true),
  voidReason: text,
  orderCoupons: listOf(OrderCouponSchema),
  reason: text,
  userCouponIds: listOf(Id),
  memberId: id,
  orderCode: text,
  cartRowVersion: amount(),
  orderMember: nullable(OrderMemberSchema),
  initialPointAmount: amount(),
  totalPointAmount: amount(),
  userCarts: listOf(UserCartSchema),
  updateAt: text,
  diffChargeAsTipsAmount: amount(),
};

export const OrderSchema: Schema.Decoder<Order> = Schema.Struct(orderFields);

export const cartOrderFields = { ...orderFields, lastOperateTime: amount() };

export const CartOrderSchema: Schema.Decoder<CartOrder> = Schema.Struct(cartOrderFields);

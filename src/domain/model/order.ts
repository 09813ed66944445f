import type {
  AdjustmentCategory,
  AdjustmentTarget,
  ItemMode,
  ItemType,
  OrderSourceType,
  OrderStatus,
  PaymentStatus,
  SalesUnitType,
  SendStatus,
} from './enums.ts';
import type { Id } from './ids.ts';

export interface PriceAdjustment {
  readonly category: AdjustmentCategory;
  readonly target: AdjustmentTarget;
  /** Positive money; the category says whether it adds to or takes from the total. */
  readonly amount: number;
}

export interface Condiment {
  /**
   * Which of the product's condiments (the menu's id). Not in spec §3, whose condiments carry no
   * id: two at the same price (two free ones) were told apart by nothing. Absent in older logs.
   */
  readonly condimentId?: Id;
  readonly price: number;
  readonly coefficient: number;
  readonly quantity: number;
}

export interface OrderItemModifier {
  readonly id: Id;
  readonly orderId: Id;
  readonly modifierProductId: Id;
  readonly quantity: number;
  readonly price: number;
  readonly condiments: readonly Condiment[];
}

export interface OrderItem {
  readonly id: Id;
  readonly orderId: Id;
  readonly productId: Id;
  readonly menuId: Id;
  readonly categoryId: Id;
  readonly originalPrice: number;
  readonly price: number;
  readonly quantity: number;
  readonly coefficient: number;
  readonly notes: string;
  readonly isTaxFree: boolean;
  readonly type: ItemType;
  readonly sort: number;
  /** Local time with zone offset, as the POS writes it; null until sent to the kitchen. */
  readonly sentAt: string | null;
  readonly menuName: string;
  readonly categoryName: string;
  readonly mode: ItemMode;
  readonly couponDiscountAmount: number;
  readonly qtyVoid: number;
  readonly voidReason: string;
  readonly qtySentToKitchen: number;
  readonly waitToSend: number;
  readonly orderItemModifiers: readonly OrderItemModifier[];
  readonly priceAdjustments: readonly PriceAdjustment[];
  readonly condiments: readonly Condiment[];
  readonly salesUnitType: SalesUnitType;
  readonly salesUnitFactorList: readonly number[];
  readonly pointsPrice: number;
  readonly itemWithAdjustmentAmount: number;
  /**
   * Weighed dishes only: true while salesUnitFactorList is the diner's estimate, false once the
   * staff weighed it (POST /api/staff/orders/:id/items/:itemId/weight). Absent on pieces and on
   * lines recorded before the field existed.
   */
  readonly weightEstimated?: boolean;
  /**
   * Placed lines only: the round of the order the line came in (1, 2, …), so the kitchen and
   * the diners can tell rounds apart. Absent on cart lines and on lines placed before rounds were
   * recorded. Not in spec §3.
   */
  readonly round?: number;
  /** Placed lines only: the diner whose cart the line came from (see LineAuthor). */
  readonly addedBy?: LineAuthor;
  /**
   * Lines a staff merge moved from another table's order: that table and order, so the kitchen
   * and the diners can tell where a round came from. Not in spec §3; absent otherwise.
   */
  readonly mergedFrom?: MergedFrom;
}

/** Where merged lines were first placed: the table's name and the order's serial. */
export interface MergedFrom {
  readonly tableName: string;
  readonly serial: string;
}

/** Who added a placed line: their diner id, and their first name when they gave one. */
export interface LineAuthor {
  readonly userId: Id;
  readonly name?: string;
}

export interface OrderCoupon {
  readonly id: Id;
  readonly userCouponId: Id;
  readonly name: string;
  readonly couponType: number;
  /** 0: a fixed amount off; 1: a percentage off (docs/decisions.md). */
  readonly discountType: number;
  readonly discountValue: number;
  readonly thresholdAmount: number;
  readonly maxDiscountAmount: number;
  readonly userId: Id;
}

export interface OrderPayment {
  readonly id: Id;
  readonly amount: number;
  readonly tips: number;
  readonly method: string;
  readonly createAt: string;
}

/** One diner's personal cart inside the table's shared cart (spec §6). */
export interface UserCart {
  readonly userId: Id;
  /**
   * The diner's first name when they gave one (a member or a guest who registered a name), so
   * every phone at the table calls them the same. Not in spec §3; absent for an unnamed visitor.
   */
  readonly userName?: string;
  readonly orderItems: readonly OrderItem[];
  readonly invalidOrderItems: readonly OrderItem[];
}

export interface OrderMember {
  readonly id: Id;
  readonly name: string;
  readonly points: number;
}

export interface Order {
  readonly id: Id;
  readonly serial: string;
  readonly type: number;
  readonly customerId: Id;
  readonly customer: string;
  readonly status: OrderStatus;
  readonly isTaxFree: boolean;
  readonly notes: string;
  readonly tableId: Id;
  readonly tableName: string;
  readonly guests: number;
  readonly orderItems: readonly OrderItem[];
  readonly orderTaxes: readonly PriceAdjustment[];
  readonly priceAdjustments: readonly PriceAdjustment[];
  readonly paymentStatus: PaymentStatus;
  readonly sendStatus: SendStatus;
  readonly isPrinted: boolean;
  readonly totalAmount: number;
  readonly paymentsTotal: number;
  readonly paymentsTips: number;
  readonly paymentsChange: number;
  readonly totalTaxAmount: number;
  readonly subTotalAmount: number;
  readonly totalDiscountAmount: number;
  readonly totalChargeAmount: number;
  readonly totalTipsAmount: number;
  readonly regionId: Id;
  readonly staffName: string;
  readonly staffId: Id;
  readonly payments: readonly OrderPayment[];
  readonly customerProducts: readonly unknown[];
  readonly createAt: string;
  /** JSON text; for web dine-in orders it holds the chosen order type. */
  readonly extraInfo: string;
  readonly thirdPartyOrderId: string;
  readonly sourceType: OrderSourceType;
  readonly thirdPartyExtraInfo: string;
  readonly rowVersion: number;
  readonly voidItemPrint: boolean;
  readonly isPrintable: boolean;
  readonly voidReason: string;
  readonly orderCoupons: readonly OrderCoupon[];
  readonly reason: string;
  readonly userCouponIds: readonly Id[];
  readonly memberId: Id;
  readonly orderCode: string;
  readonly cartRowVersion: number;
  readonly orderMember: OrderMember | null;
  readonly initialPointAmount: number;
  readonly totalPointAmount: number;
  readonly userCarts: readonly UserCart[];
  readonly updateAt: string;
  readonly diffChargeAsTipsAmount: number;
}

/** The table's shared cart: an order that has not been placed, plus when it was last touched. */
export interface CartOrder extends Order {
  /** Epoch milliseconds of the last change by any diner at the table. */
  readonly lastOperateTime: number;
}

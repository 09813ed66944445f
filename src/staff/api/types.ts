import type { OrderStatus, PaymentStatus, SendStatus } from '../../domain/model/enums.ts';
import type { DietaryFacts } from '../../domain/model/dietary.ts';
import type { MenuCategory, MenuProduct } from '../../domain/model/menu.ts';
import type { Order } from '../../domain/model/order.ts';

export type { Order, OrderItem, OrderPayment } from '../../domain/model/order.ts';

/** GET /api/staff/tables: a table's active (Progressing) order, as the floor view needs it. */
export interface TableOrder {
  readonly id: string;
  readonly serial: string;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly sendStatus: SendStatus;
  readonly rowVersion: number;
  readonly subTotalAmount: number;
  readonly totalAmount: number;
  readonly payable: number;
  readonly paymentsTotal: number;
  readonly paymentsTips: number;
  readonly paymentsChange: number;
  readonly lineCount: number;
  readonly waitingQuantity: number;
  readonly createAt: string;
  readonly updateAt: string;
}

export interface TableCart {
  readonly rowVersion: number;
  readonly lastOperateTime: number;
  readonly guests: number;
  readonly orderType: 'dineIn' | 'toGo' | null;
  readonly diners: readonly { userId: string; lineCount: number; quantity: number }[];
}

/** A diner's request the staff have not acknowledged (docs/api/staff.md). */
export interface StaffRequest {
  readonly id: string;
  readonly tableId: string;
  /** The table's order code to read out, or someone to come to the table. */
  readonly kind: 'orderCode' | 'callStaff';
  /** How many times the table asked since it was opened. */
  readonly times: number;
  readonly firstAskedAt: string;
  readonly askedAt: string;
}

export interface TableView {
  readonly id: string;
  readonly name: string;
  readonly qrcodeId: string;
  readonly orderCode: string;
  readonly available: boolean;
  readonly dinersPresent: number | null;
  readonly cart: TableCart;
  readonly order: TableOrder | null;
  /** Orders an earlier party left open when the staff cleared the table, oldest first. */
  readonly leftOpen?: readonly TableOrder[];
  /** Open requests, oldest first; absent from a server older than requests. */
  readonly requests?: readonly StaffRequest[];
}

export interface MergeResult {
  readonly order: Order;
  readonly merged: Order;
}

export interface WebSettings {
  readonly supportGuest: boolean;
  readonly orderCodeRequired: boolean;
  readonly themePrimaryColor: string;
  readonly clearCartMinutes: number | null;
}

/** GET /api/merchant/tiny-merchant's `data.value.data`, the parts the console reads. */
export interface MerchantInfo {
  readonly id: string;
  readonly shortName: string;
  /** 0 cloud, 1 local: a local merchant's QR codes name its own subdomain. */
  readonly serverMode: number;
  readonly necessarySettingValues: readonly { templateEnum: number; value: string }[];
  /** ISO 4217; absent from a POS that does not say (then DEFAULT_CURRENCY). */
  readonly currency?: string;
}

/** GET /api/staff/products: every product, the diners' fields and whether it is off the shelf. */
export interface StaffProduct extends MenuProduct {
  readonly offShelf: boolean;
}

export interface StaffMenuCategory extends Omit<MenuCategory, 'products'> {
  readonly products: readonly StaffProduct[];
}

/** PUT /api/staff/products/:id/dietary: the dish's facts as stored. */
export interface ProductDietary extends DietaryFacts {
  readonly productId: string;
}

export interface ProductAvailability {
  readonly productId: string;
  readonly soldOut: boolean;
  readonly offShelf: boolean;
}

import type { MenuProduct } from '../model/menu.ts';
import type { Order } from '../model/order.ts';
import type { CouponState, OrderSummary, RoundPreview, UserCoupon } from '../model/records.ts';

/** Spec §4's async data status. */
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

export interface SearchRecord {
  /** The keyword last asked; answers for any other are dropped. */
  readonly keyword: string;
  readonly status: LoadStatus;
  readonly products: readonly MenuProduct[];
}

/** A list read a page at a time: the pages so far, and the one asked for. */
export interface PagedRecord<T> {
  readonly status: LoadStatus;
  readonly list: readonly T[];
  readonly total: number;
  /** The last page shown; 0 before the first. */
  readonly page: number;
  /** The page asked for and not answered yet, or that failed (retry asks it again). */
  readonly asking: number | null;
}

export interface DetailRecord {
  readonly orderId: string | null;
  readonly status: LoadStatus;
  readonly order: Order | null;
  /** The last ask failed because there is no such order to show this diner, not for a fault. */
  readonly missing: boolean;
}

export interface PreviewRecord {
  /** What was last asked to be priced. */
  readonly key: string | null;
  readonly status: LoadStatus;
  readonly preview: RoundPreview | null;
}

/** What the diner asked of the table, as the POS answered (the order-code popup, the bell). */
export interface TableAsksRecord {
  /** The order code typed, as the POS judged it; `codeValid` says how, once `success`. */
  readonly codeCheck: LoadStatus;
  readonly codeValid: boolean | null;
  /** Asking the staff to bring the code. */
  readonly codeAsk: LoadStatus;
  /** Calling someone of the staff over. */
  readonly staffCall: LoadStatus;
}

export interface RecordsState {
  readonly search: SearchRecord;
  readonly orders: PagedRecord<OrderSummary>;
  readonly detail: DetailRecord;
  readonly coupons: Readonly<Record<CouponState, PagedRecord<UserCoupon>>>;
  /** The member's order as placing the cart would make it, coupons priced. */
  readonly preview: PreviewRecord;
  readonly table: TableAsksRecord;
}

export const emptyPages: PagedRecord<never> = {
  status: 'idle',
  list: [],
  total: 0,
  page: 0,
  asking: null,
};

export const initialRecordsState: RecordsState = {
  search: { keyword: '', status: 'idle', products: [] },
  orders: emptyPages,
  detail: { orderId: null, status: 'idle', order: null, missing: false },
  coupons: { available: emptyPages, used: emptyPages, expired: emptyPages },
  preview: { key: null, status: 'idle', preview: null },
  table: { codeCheck: 'idle', codeValid: null, codeAsk: 'idle', staffCall: 'idle' },
};

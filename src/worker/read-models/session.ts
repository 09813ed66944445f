import type { Observable } from 'rxjs';
import type { AsyncStatus, Locale, Theme, WebOrderType } from '../../domain/model/enums.ts';
import type { MerchantInfo, WebSettings } from '../../domain/model/merchant.ts';
import type { SessionState } from '../../domain/session/state.ts';
import type { AppState } from '../../domain/state.ts';
import { derive } from './derive.ts';

export interface SessionView {
  readonly merchantId: string | null;
  readonly merchant: MerchantInfo | null;
  readonly settings: WebSettings | null;
  readonly merchantStatus: AsyncStatus;
  readonly locale: Locale;
  readonly theme: Theme | null;
  readonly tableId: string | null;
  readonly tableName: string | null;
  readonly tableStatus: AsyncStatus;
  /** The stored QR code opens no table any more: the diner must scan the table's new one. */
  readonly tableCodeRetired: boolean;
  readonly guestCount: number;
  readonly orderType: WebOrderType | null;
  /** The route guard's "valid order type" (spec §2 guard 3). */
  readonly hasValidOrderType: boolean;
}

export const sessionView = (session: SessionState): SessionView => ({
  merchantId: session.merchantId,
  merchant: session.merchant,
  settings: session.settings,
  merchantStatus: session.merchantStatus,
  locale: session.locale,
  theme: session.theme,
  tableId: session.tableId,
  tableName: session.tableName,
  tableStatus: session.tableStatus,
  tableCodeRetired: session.tableCodeRetired,
  guestCount: session.guestCount,
  orderType: session.orderType,
  hasValidOrderType: session.orderType !== null,
});

export const session$ = (state$: Observable<AppState>): Observable<SessionView> =>
  derive(state$, (state) => [state.session], sessionView);

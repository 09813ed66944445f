import type { CallContext } from '../../adapters/http/headers.ts';
import { ServerMode } from '../../domain/model/enums.ts';
import type { AppState } from '../../domain/state.ts';

/** The §7 headers come from the state at the moment of each call. */
export const callContext = (state: AppState): CallContext => ({
  token: state.session.token,
  // The POS names a visitor by the seat; the header only says the same.
  guestId: state.session.seat?.dinerId ?? state.session.guestUuid,
  merchantId: state.session.merchantId,
  tableId: state.session.tableId,
  seat: state.session.seat?.token ?? null,
  locale: state.session.locale,
  serverMode: state.session.merchant?.serverMode ?? ServerMode.Cloud,
});

import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from '../live/messages.ts';
import type { MerchantInfo } from '../model/merchant.ts';
import type { SessionState } from './state.ts';

export const reduceSession = (
  draft: Draft<SessionState>,
  event: AppEvent,
  live: LiveInstruction | null,
): void => {
  switch (event.type) {
    case 'SessionHydrated': {
      const stored = event.payload;
      draft.merchantId = stored.merchantId ?? draft.merchantId;
      draft.locale = stored.locale ?? draft.locale;
      draft.theme = stored.theme ?? draft.theme;
      draft.fingerprint = stored.fingerprint ?? draft.fingerprint;
      draft.memberId = stored.memberId;
      draft.token = stored.token ?? null;
      draft.subscribed = stored.subscribed;
      draft.tableId = stored.table?.tableId ?? null;
      draft.tableName = stored.table?.tableName ?? null;
      draft.qrcodeId = stored.table?.qrcodeId ?? null;
      draft.seat = stored.table?.seat ?? null;
      draft.guestCount = stored.guestCount ?? draft.guestCount;
      draft.orderType = stored.orderType;
      return;
    }
    case 'MerchantSelected':
      if (draft.merchantId !== event.payload.merchantId) {
        draft.merchant = null;
        draft.settings = null;
        draft.merchantStatus = 'idle';
      }
      draft.merchantId = event.payload.merchantId;
      return;
    case 'MerchantInfoLoaded':
      draft.merchant = event.payload.info as Draft<MerchantInfo>;
      draft.settings = event.payload.settings;
      draft.merchantStatus = 'success';
      return;
    case 'MerchantInfoLoadFailed':
      draft.merchantStatus = 'error';
      // A merchant that never loaded is not remembered: the root would lead back to it.
      if (draft.merchantId === event.payload.merchantId && draft.merchant === null) {
        draft.merchantId = null;
      }
      return;
    case 'LocaleChanged':
      draft.locale = event.payload.locale;
      return;
    case 'ThemeChanged':
      draft.theme = event.payload.theme;
      return;
    case 'GuestUuidAssigned':
      draft.guestUuid = event.payload.uuid;
      return;
    case 'FingerprintIdentified':
      draft.fingerprint = event.payload.fingerprint;
      return;
    case 'TableIdentified': {
      const sameTable = draft.tableId === event.payload.tableId;
      draft.tableId = event.payload.tableId;
      draft.tableName = event.payload.tableName;
      draft.qrcodeId = event.payload.qrcodeId ?? (sameTable ? draft.qrcodeId : null);
      draft.seat = event.payload.seat ?? (sameTable ? draft.seat : null);
      draft.tableStatus = 'success';
      return;
    }
    case 'TableLookupFailed':
      draft.tableId = null;
      draft.tableName = null;
      draft.qrcodeId = null;
      draft.seat = null;
      draft.tableStatus = 'error';
      return;
    case 'GuestCountChanged':
      draft.guestCount = event.payload.count;
      return;
    case 'OrderTypeChosen':
      draft.orderType = event.payload.orderType;
      return;
    case 'SubscribedFlagChanged':
      draft.subscribed = event.payload.subscribed;
      return;
    case 'LoginSucceeded':
      draft.memberId = event.payload.member.id;
      draft.token = event.payload.member.token;
      draft.guestUuid = event.payload.guestUuid;
      return;
    case 'GuestRegistered':
      draft.memberId = event.payload.member.id;
      draft.token = event.payload.member.token;
      return;
    case 'MemberLoaded':
    case 'MemberProfileSaved':
      // The server answers with the token the call was made with; an empty one changes nothing.
      if (event.payload.member.token !== '') draft.token = event.payload.member.token;
      return;
    case 'LoggedOut':
      draft.memberId = null;
      draft.token = null;
      draft.subscribed = false;
      draft.guestUuid = event.payload.guestUuid;
      return;
    case 'LiveMessageReceived':
      if (live?.kind === 'guestCountChanged') draft.guestCount = live.count;
      if (live?.kind === 'orderTypeChanged') draft.orderType = live.orderType;
      return;
  }
};

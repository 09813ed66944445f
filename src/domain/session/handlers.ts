import type { Draft } from 'immer';
import type { HandlersOf } from '../handler.ts';
import { forgetOtherTable } from '../live/operations.ts';
import { forgetOtherMerchantsMenu } from '../menu/operations.ts';
import type { MerchantInfo } from '../model/merchant.ts';
import { closePopup } from '../popups/operations.ts';
import { PopupName } from '../popups/events.ts';
import { DEFAULT_GUEST_COUNT } from '../constants.ts';
import { initialAppState } from '../state.ts';
import type { SessionEvent } from './events.ts';
import { type HeldEdits, heldAfterPartyLeft } from '../cart/held.ts';
import { unwrapped } from '../plain.ts';

const PARTY_POPUPS = [
  PopupName.OrderSubmitted,
  PopupName.UnfinishedOrder,
  PopupName.OrderCode,
] as const;

export const sessionHandlers: HandlersOf<SessionEvent> = {
  PageReloaded: (draft) => {
    // The next run of the app starts from nothing, as the page did; time goes on.
    const { now } = draft;
    Object.assign(draft, initialAppState, { now });
  },
  SessionHydrated: ({ session, live, cart }, { payload: stored }) => {
    session.merchantId = stored.merchantId ?? session.merchantId;
    session.locale = stored.locale ?? session.locale;
    session.theme = stored.theme ?? session.theme;
    session.fingerprint = stored.fingerprint ?? session.fingerprint;
    session.memberId = stored.memberId;
    session.token = stored.token ?? null;
    session.subscribed = stored.subscribed;
    session.tableId = stored.table?.tableId ?? null;
    session.tableName = stored.table?.tableName ?? null;
    session.qrcodeId = stored.table?.qrcodeId ?? null;
    session.seat = stored.table?.seat ?? null;
    session.guestCount = stored.guestCount ?? session.guestCount;
    session.orderType = stored.orderType;
    session.partyLeftSeat = stored.partyLeftSeat ?? session.partyLeftSeat;
    cart.earlier = (stored.heldEdits ?? null) as Draft<HeldEdits> | null;
    forgetOtherTable(live, session.tableId);
  },
  MerchantSelected: ({ session, menu }, { payload }) => {
    if (session.merchantId !== payload.merchantId) {
      session.merchant = null;
      session.settings = null;
      session.merchantStatus = 'idle';
    }
    session.merchantId = payload.merchantId;
    forgetOtherMerchantsMenu(menu, payload.merchantId);
  },
  MerchantInfoLoaded: ({ session }, { payload }) => {
    session.merchant = payload.info as Draft<MerchantInfo>;
    session.settings = payload.settings;
    session.merchantStatus = 'success';
  },
  MerchantInfoLoadFailed: ({ session }, { payload }) => {
    session.merchantStatus = 'error';
    // A merchant that never loaded is not remembered: the root would lead back to it.
    if (session.merchantId === payload.merchantId && session.merchant === null) {
      session.merchantId = null;
    }
  },
  LocaleChanged: ({ session }, { payload }) => {
    session.locale = payload.locale;
  },
  ThemeChanged: ({ session }, { payload }) => {
    session.theme = payload.theme;
  },
  GuestUuidAssigned: ({ session }, { payload }) => {
    session.guestUuid = payload.uuid;
  },
  FingerprintIdentified: ({ session }, { payload }) => {
    session.fingerprint = payload.fingerprint;
  },
  TableIdentified: ({ session, live }, { payload }) => {
    const sameTable = session.tableId === payload.tableId;
    session.tableId = payload.tableId;
    session.tableName = payload.tableName;
    session.qrcodeId = payload.qrcodeId ?? (sameTable ? session.qrcodeId : null);
    session.seat = payload.seat ?? (sameTable ? session.seat : null);
    session.tableStatus = 'success';
    session.tableCodeRetired = false;
    forgetOtherTable(live, session.tableId);
  },
  TableLookupFailed: ({ session, live }) => {
    session.tableId = null;
    session.tableName = null;
    session.qrcodeId = null;
    session.seat = null;
    session.tableStatus = 'error';
    session.tableCodeRetired = false;
    forgetOtherTable(live, session.tableId);
  },
  TableCodeRetired: ({ session }, { payload }) => {
    // A code scanned since is not the one the renewal asked about.
    if (session.qrcodeId === payload.qrcodeId) session.tableCodeRetired = true;
  },
  GuestCountChanged: ({ session }, { payload }) => {
    session.guestCount = payload.count;
  },
  OrderTypeChosen: ({ session, popups }, { payload }) => {
    session.orderType = payload.orderType;
    closePopup(popups, PopupName.OrderType);
  },
  PartyLeft: ({ session, cart, popups }) => {
    // What was open about the party's order goes with it: its "order submitted" (the order is no
    // longer the table's, and its "View details" had vanished under the diner), the question of
    // an earlier party's leftovers, and the code for placing a cart that is no longer there.
    for (const popup of PARTY_POPUPS) closePopup(popups, popup);
    // Dishes waiting for the cart were the leaving party's: not made, and said (cart/held.ts).
    cart.earlier = heldAfterPartyLeft(
      unwrapped(cart.earlier as HeldEdits | null),
    ) as Draft<HeldEdits> | null;
    session.orderType = null;
    session.guestCount = DEFAULT_GUEST_COUNT;
    session.partyLeftSeat = session.seat === null ? null : { token: session.seat.token };
  },
  SubscribedFlagChanged: ({ session }, { payload }) => {
    session.subscribed = payload.subscribed;
  },
};

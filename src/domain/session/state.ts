import { DEFAULT_GUEST_COUNT } from '../constants.ts';
import type { AsyncStatus, Locale, Theme, WebOrderType } from '../model/enums.ts';
import type { MerchantInfo, WebSettings } from '../model/merchant.ts';
import type { Seat } from '../model/table.ts';

export interface SessionState {
  readonly merchantId: string | null;
  readonly merchant: MerchantInfo | null;
  readonly settings: WebSettings | null;
  readonly merchantStatus: AsyncStatus;
  readonly locale: Locale;
  /** null: follow the system's colour scheme. */
  readonly theme: Theme | null;
  /** Identifies this diner's personal cart while not logged in; renewed at login and logout. */
  readonly guestUuid: string | null;
  /** A stable id of this browser: the live channel's `fromBrowserId`. */
  readonly fingerprint: string | null;
  readonly memberId: string | null;
  /** The bearer token of the member or registered guest; null for a visitor. */
  readonly token: string | null;
  readonly subscribed: boolean;
  readonly tableId: string | null;
  readonly tableName: string | null;
  /** The QR code the table was scanned from: scanning it again renews the seat. */
  readonly qrcodeId: string | null;
  readonly seat: Seat | null;
  readonly tableStatus: AsyncStatus;
  /**
   * The code above opens no table any more (the staff replaced it): until the diner scans the
   * table's new one, nothing they send is taken, and the page says so.
   */
  readonly tableCodeRetired: boolean;
  readonly guestCount: number;
  readonly orderType: WebOrderType | null;
  /**
   * The seat whose party the app last saw leave (PartyLeft), kept across a reload: a renewal of
   * that seat that says its party was cleared tells the diner nothing new (commands/seat.ts).
   * Its token sits under `token` so an exported log redacts it as any other.
   */
  readonly partyLeftSeat: Pick<Seat, 'token'> | null;
}

export const initialSessionState: SessionState = {
  merchantId: null,
  merchant: null,
  settings: null,
  merchantStatus: 'idle',
  locale: 'en-US',
  theme: null,
  guestUuid: null,
  fingerprint: null,
  memberId: null,
  token: null,
  subscribed: false,
  tableId: null,
  tableName: null,
  qrcodeId: null,
  seat: null,
  tableStatus: 'idle',
  tableCodeRetired: false,
  guestCount: DEFAULT_GUEST_COUNT,
  orderType: null,
  partyLeftSeat: null,
};

/** Whether the clear of the party that seat `token` was of has been told already (PartyLeft). */
export const partyLeaveTold = (
  session: Pick<SessionState, 'partyLeftSeat'>,
  token: string | null,
): boolean => token !== null && session.partyLeftSeat?.token === token;

/** What the hub stamps on this browser's messages: the seat's diner, else (older POS) the fingerprint. */
export const ownBrowserId = (session: Pick<SessionState, 'seat' | 'fingerprint'>): string | null =>
  session.seat?.dinerId ?? session.fingerprint;

/**
 * Whose lines are whose in the table's cart: the member id, else the seat's diner id (the POS
 * keys userCarts the same way, docs/security.md); the guest uuid only without a seat.
 */
export const cartKeyOf = (
  session: Pick<SessionState, 'memberId' | 'guestUuid'> & Partial<Pick<SessionState, 'seat'>>,
): string | null => session.memberId ?? session.seat?.dinerId ?? session.guestUuid;

import type { DomainEvent } from '../event.ts';
import type { Locale, Theme, WebOrderType } from '../model/enums.ts';
import type { MerchantInfo, WebSettings } from '../model/merchant.ts';
import type { TableRef } from '../model/table.ts';

/** What the main thread restores from storage at start (spec §3 "Stored keys"). */
export interface PersistedSession {
  readonly merchantId: string | null;
  readonly locale: Locale | null;
  readonly theme: Theme | null;
  readonly fingerprint: string | null;
  readonly memberId: string | null;
  /** The member's (or registered guest's) session token, kept in a cookie beside the id. */
  readonly token?: string | null;
  readonly subscribed: boolean;
  readonly table: ScannedTable | null;
  readonly guestCount: number | null;
  readonly orderType: WebOrderType | null;
}

export type SessionHydrated = DomainEvent<'SessionHydrated', PersistedSession>;
export type MerchantSelected = DomainEvent<'MerchantSelected', { readonly merchantId: string }>;
export type MerchantInfoLoaded = DomainEvent<
  'MerchantInfoLoaded',
  { readonly info: MerchantInfo; readonly settings: WebSettings }
>;
export type MerchantInfoLoadFailed = DomainEvent<
  'MerchantInfoLoadFailed',
  { readonly merchantId: string; readonly message: string }
>;
export type LocaleChanged = DomainEvent<'LocaleChanged', { readonly locale: Locale }>;
export type ThemeChanged = DomainEvent<'ThemeChanged', { readonly theme: Theme }>;
export type GuestUuidAssigned = DomainEvent<'GuestUuidAssigned', { readonly uuid: string }>;
export type FingerprintIdentified = DomainEvent<
  'FingerprintIdentified',
  { readonly fingerprint: string }
>;
/** A table as scanned: the QR lookup's reply and the code it was scanned from. */
export type ScannedTable = TableRef & { readonly qrcodeId?: string };
export type TableIdentified = DomainEvent<'TableIdentified', ScannedTable>;
export type TableLookupFailed = DomainEvent<
  'TableLookupFailed',
  { readonly qrcodeId: string; readonly message: string }
>;
export type GuestCountChanged = DomainEvent<'GuestCountChanged', { readonly count: number }>;
export type OrderTypeChosen = DomainEvent<'OrderTypeChosen', { readonly orderType: WebOrderType }>;
export type SubscribedFlagChanged = DomainEvent<
  'SubscribedFlagChanged',
  { readonly subscribed: boolean }
>;
/**
 * Between two runs of the app in one browser (a reload, a new tab) when their logs are read as
 * one (src/domain/log/runs.ts): the next run starts from nothing, as the page did.
 */
export type PageReloaded = DomainEvent<'PageReloaded', Record<string, never>>;

export type SessionEvent =
  | PageReloaded
  | SessionHydrated
  | MerchantSelected
  | MerchantInfoLoaded
  | MerchantInfoLoadFailed
  | LocaleChanged
  | ThemeChanged
  | GuestUuidAssigned
  | FingerprintIdentified
  | TableIdentified
  | TableLookupFailed
  | GuestCountChanged
  | OrderTypeChosen
  | SubscribedFlagChanged;

export const sessionEventTypes = [
  'PageReloaded',
  'SessionHydrated',
  'MerchantSelected',
  'MerchantInfoLoaded',
  'MerchantInfoLoadFailed',
  'LocaleChanged',
  'ThemeChanged',
  'GuestUuidAssigned',
  'FingerprintIdentified',
  'TableIdentified',
  'TableLookupFailed',
  'GuestCountChanged',
  'OrderTypeChosen',
  'SubscribedFlagChanged',
] as const satisfies readonly SessionEvent['type'][];

import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { LocaleSchema, ThemeSchema, WebOrderTypeSchema } from '../model/schemas/enums.ts';
import { MerchantInfoSchema, WebSettingsSchema } from '../model/schemas/merchant.ts';
import { TableRefSchema } from '../model/schemas/table.ts';
import { HeldEditsSchema } from '../cart/held.ts';

/** A table as scanned: the QR lookup's reply and the code it was scanned from. */
const ScannedTableSchema = Schema.Struct({
  ...TableRefSchema.fields,
  qrcodeId: Schema.optionalKey(Schema.String),
});
export type ScannedTable = typeof ScannedTableSchema.Type;

/** What the main thread restores from storage at start (spec §3 "Stored keys"). */
const PersistedSessionSchema = Schema.Struct({
  merchantId: Schema.NullOr(Schema.String),
  locale: Schema.NullOr(LocaleSchema),
  theme: Schema.NullOr(ThemeSchema),
  fingerprint: Schema.NullOr(Schema.String),
  memberId: Schema.NullOr(Schema.String),
  /** The member's (or registered guest's) session token, kept in a cookie beside the id. */
  token: Schema.optionalKey(Schema.NullOr(Schema.String)),
  subscribed: Schema.Boolean,
  table: Schema.NullOr(ScannedTableSchema),
  guestCount: Schema.NullOr(Schema.Number),
  orderType: Schema.NullOr(WebOrderTypeSchema),
  /** Cart edits the last page had not had confirmed (cart/held.ts); absent in older logs. */
  heldEdits: Schema.optionalKey(Schema.NullOr(HeldEditsSchema)),
  /** The seat whose party's clear was already told (session.partyLeftSeat); absent in older logs. */
  partyLeftSeat: Schema.optionalKey(Schema.NullOr(Schema.Struct({ token: Schema.String }))),
});
export type PersistedSession = typeof PersistedSessionSchema.Type;

/**
 * Between two runs of the app in one browser (a reload, a new tab) when their logs are read as
 * one (src/domain/log/runs.ts): the next run starts from nothing, as the page did.
 */
export const PageReloaded = declareEvent('PageReloaded', 1, NoPayload);
export type PageReloaded = EventOf<typeof PageReloaded>;

export const SessionHydrated = declareEvent('SessionHydrated', 1, PersistedSessionSchema);
export type SessionHydrated = EventOf<typeof SessionHydrated>;

export const MerchantSelected = declareEvent(
  'MerchantSelected',
  1,
  Schema.Struct({ merchantId: Schema.String }),
);
export type MerchantSelected = EventOf<typeof MerchantSelected>;

export const MerchantInfoLoaded = declareEvent(
  'MerchantInfoLoaded',
  1,
  Schema.Struct({ info: MerchantInfoSchema, settings: WebSettingsSchema }),
);
export type MerchantInfoLoaded = EventOf<typeof MerchantInfoLoaded>;

export const MerchantInfoLoadFailed = declareEvent(
  'MerchantInfoLoadFailed',
  1,
  Schema.Struct({ merchantId: Schema.String, message: Schema.String }),
);
export type MerchantInfoLoadFailed = EventOf<typeof MerchantInfoLoadFailed>;

export const LocaleChanged = declareEvent(
  'LocaleChanged',
  1,
  Schema.Struct({ locale: LocaleSchema }),
);
export type LocaleChanged = EventOf<typeof LocaleChanged>;

export const ThemeChanged = declareEvent('ThemeChanged', 1, Schema.Struct({ theme: ThemeSchema }));
export type ThemeChanged = EventOf<typeof ThemeChanged>;

export const GuestUuidAssigned = declareEvent(
  'GuestUuidAssigned',
  1,
  Schema.Struct({ uuid: Schema.String }),
);
export type GuestUuidAssigned = EventOf<typeof GuestUuidAssigned>;

export const FingerprintIdentified = declareEvent(
  'FingerprintIdentified',
  1,
  Schema.Struct({ fingerprint: Schema.String }),
);
export type FingerprintIdentified = EventOf<typeof FingerprintIdentified>;

export const TableIdentified = declareEvent('TableIdentified', 1, ScannedTableSchema);
export type TableIdentified = EventOf<typeof TableIdentified>;

export const TableLookupFailed = declareEvent(
  'TableLookupFailed',
  1,
  Schema.Struct({ qrcodeId: Schema.String, message: Schema.String }),
);
export type TableLookupFailed = EventOf<typeof TableLookupFailed>;

/**
 * The stored QR code opens no table any more (the seat's renewal answered 404): the staff gave the
 * table a new one. The diner keeps what they see, and is told to scan the code on the table.
 */
export const TableCodeRetired = declareEvent(
  'TableCodeRetired',
  1,
  Schema.Struct({ qrcodeId: Schema.String }),
);
export type TableCodeRetired = EventOf<typeof TableCodeRetired>;

export const GuestCountChanged = declareEvent(
  'GuestCountChanged',
  1,
  Schema.Struct({ count: Schema.Number }),
);
export type GuestCountChanged = EventOf<typeof GuestCountChanged>;

export const OrderTypeChosen = declareEvent(
  'OrderTypeChosen',
  1,
  Schema.Struct({ orderType: WebOrderTypeSchema }),
);
export type OrderTypeChosen = EventOf<typeof OrderTypeChosen>;

/**
 * The staff cleared the table (heard live, or as the refusal of a write it caught): the party
 * this diner ordered with has gone, and its order type and guest count with it. The diner, still
 * seated, is asked the order type again before their next dish (spec §2, guard 3).
 */
export const PartyLeft = declareEvent('PartyLeft', 1, NoPayload);
export type PartyLeft = EventOf<typeof PartyLeft>;

export const SubscribedFlagChanged = declareEvent(
  'SubscribedFlagChanged',
  1,
  Schema.Struct({ subscribed: Schema.Boolean }),
);
export type SubscribedFlagChanged = EventOf<typeof SubscribedFlagChanged>;

export const sessionEvents = eventTable({
  PageReloaded,
  SessionHydrated,
  MerchantSelected,
  MerchantInfoLoaded,
  MerchantInfoLoadFailed,
  LocaleChanged,
  ThemeChanged,
  GuestUuidAssigned,
  FingerprintIdentified,
  TableIdentified,
  TableLookupFailed,
  TableCodeRetired,
  GuestCountChanged,
  OrderTypeChosen,
  PartyLeft,
  SubscribedFlagChanged,
});
export type SessionEvent = EventsOf<typeof sessionEvents>;

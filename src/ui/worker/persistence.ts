import { normaliseLocale } from '../../domain/rules/locale.ts';
import { isWebOrderType } from '../../domain/rules/order-type.ts';
import { readSeat } from '../../domain/validation/seat.ts';
import { Theme } from '../../domain/model/enums.ts';
import type { PersistedKeys } from '../../worker/api.ts';
import type { WorkerClient } from './client.ts';
import { cookies, type KeyStore, local, session } from './storage.ts';

type Codec = {
  readonly [K in keyof PersistedKeys]: {
    readonly store: KeyStore;
    readonly key: string;
    readonly decode: (raw: string | null) => PersistedKeys[K];
    readonly encode: (value: PersistedKeys[K]) => string | null;
  };
};

const text = (raw: string | null) => (raw === null || raw === '' ? null : raw);
const same = (value: string | null) => value;
const cookie = cookies();

/** Where each key of spec §3 lives, and how it reads back: anything unreadable is absent. */
const codec: Codec = {
  fingerprintId: { store: local, key: 'fingerprint-id', decode: text, encode: same },
  tableId: { store: local, key: 'table-id', decode: text, encode: same },
  tableName: { store: local, key: 'table-name', decode: text, encode: same },
  tableQrcode: { store: local, key: 'table-qrcode', decode: text, encode: same },
  // Anything that is not a whole seat reads as none: the diner scans again.
  tableSeat: {
    store: local,
    key: 'table-seat',
    decode: (raw) => readSeat(raw),
    encode: (value) => (value === null ? null : JSON.stringify(value)),
  },
  guestCount: {
    store: local,
    key: 'guest-count',
    decode: (raw) => (raw !== null && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : null),
    encode: (value) => (value === null ? null : String(value)),
  },
  orderType: {
    store: session,
    key: 'order-type',
    decode: (raw) => (isWebOrderType(raw) ? raw : null),
    encode: same,
  },
  memberId: { store: cookie, key: 'member-id', decode: text, encode: same },
  token: { store: cookie, key: 'token', decode: text, encode: same },
  locale: {
    store: cookie,
    key: 'locale',
    decode: (raw) => (raw === null ? null : normaliseLocale(raw)),
    encode: same,
  },
  theme: {
    store: local,
    key: 'theme',
    decode: (raw) => (raw === Theme.Dark || raw === Theme.Light ? raw : null),
    encode: same,
  },
  subscribed: {
    store: session,
    key: 'subscribed',
    decode: (raw) => raw === 'true',
    encode: (value) => (value ? 'true' : null),
  },
  merchantId: { store: local, key: 'merchant-id', decode: text, encode: same },
  guestUuid: { store: session, key: 'guest-uuid', decode: text, encode: same },
  // The worker reads it (domain/cart/held.ts): text it cannot vouch for counts as none.
  heldCartEdits: { store: local, key: 'held-cart-edits', decode: text, encode: same },
  // Beside table-seat, which it is compared with: a new tab renewing that seat knows it too.
  // The worker checks the token (commands/stored.ts).
  partyLeftSeat: {
    store: local,
    key: 'party-left-seat',
    decode: (raw) => (raw === null ? null : { token: raw }),
    encode: (value) => value?.token ?? null,
  },
};

const keys = Object.keys(codec) as (keyof PersistedKeys)[];

/** What the worker is hydrated with at start. */
export const readStoredKeys = (): PersistedKeys =>
  Object.fromEntries(
    keys.map((name) => [name, codec[name].decode(codec[name].store.read(codec[name].key))]),
  ) as unknown as PersistedKeys;

/**
 * Writes each key the worker's `persisted` model changes, starting from what was read at start
 * (the worker may have made some up while hydrating, such as the fingerprint). The theme is left
 * out: the theme switch writes it itself, since it must work before and without the worker.
 */
export const keepStored = (client: WorkerClient, stored: PersistedKeys): (() => void) => {
  let last = stored;
  const sync = () => {
    const next = client.getSnapshot('persisted');
    for (const name of keys) {
      if (name === 'theme' || Object.is(next[name], last[name])) continue;
      const { store, key, encode } = codec[name];
      store.write(key, (encode as (value: unknown) => string | null)(next[name]));
    }
    last = next;
  };
  sync();
  return client.subscribe('persisted', sync);
};

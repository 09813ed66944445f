import { Theme } from '../../domain/model/enums.ts';
import { normaliseLocale } from '../../domain/rules/locale.ts';
import { isWebOrderType } from '../../domain/rules/order-type.ts';
import { readLeftSeat, readSeat } from '../../domain/validation/seat.ts';
import type { PersistedSession, ScannedTable } from '../../domain/session/events.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import type { StoredKeys } from '../api.ts';
import { readHeldEdits } from '../../domain/cart/held.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Ids that travel in headers and the hub's token: what the POS accepts as a browser id. */
const BROWSER_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const browserId = (value: unknown): string | null => {
  const id = text(value);
  return id !== null && BROWSER_ID.test(id) ? id : null;
};

const DECIMAL_ID = /^[0-9]{1,20}$/;
const decimalId = (value: unknown): string | null => {
  const id = text(value);
  return id !== null && DECIMAL_ID.test(id) ? id : null;
};

const storedTable = (tableId: string, stored: StoredKeys): ScannedTable => {
  const seat = readSeat(stored.tableSeat);
  const qrcodeId = decimalId(stored.tableQrcode);
  return {
    tableId,
    tableName: text(stored.tableName) ?? '',
    ...(seat !== null ? { seat } : {}),
    ...(qrcodeId !== null ? { qrcodeId } : {}),
  };
};

/**
 * Storage gives back text it cannot vouch for (a hand-edited cookie, an older app's values):
 * anything unreadable counts as absent, and a member id without its token is dropped, since
 * it could not act for the member.
 */
export const readStored = (stored: StoredKeys): PersistedSession => {
  const memberId = decimalId(stored.memberId);
  const token = text(stored.token);
  const signedIn = memberId !== null && token !== null;
  const tableId = decimalId(stored.tableId);
  const guestCount = validateGuestCount(stored.guestCount);
  const locale = text(stored.locale);
  const heldEdits = readHeldEdits(stored.heldCartEdits);
  const partyLeftSeat = readLeftSeat(stored.partyLeftSeat);
  return {
    merchantId: decimalId(stored.merchantId),
    locale: locale === null ? null : normaliseLocale(locale),
    theme: stored.theme === Theme.Light || stored.theme === Theme.Dark ? stored.theme : null,
    fingerprint: browserId(stored.fingerprintId),
    memberId: signedIn ? memberId : null,
    token: signedIn ? token : null,
    subscribed: stored.subscribed === true || stored.subscribed === 'true',
    table: tableId === null ? null : storedTable(tableId, stored),
    guestCount: guestCount.ok ? guestCount.value : null,
    orderType: isWebOrderType(stored.orderType) ? stored.orderType : null,
    ...(heldEdits === null ? {} : { heldEdits }),
    ...(partyLeftSeat === null ? {} : { partyLeftSeat }),
  };
};

/**
 * How many login texts one address may ask for, whatever the phones (docs/security.md,
 * "Limits"). A restaurant's diners share its Wi-Fi's one address: three a minute for all of
 * them refused the fourth member of a dinner rush (4291). So a call that carries a seat of a
 * table's current session is counted as guest registrations are: by its seat, by its address at
 * the seat's table, and a looser bound for all of the address's seated sends; a call without one
 * (the member pages, or a script) keeps the address's three a minute, which seated diners no
 * longer spend.
 */
export const UNSEATED_SENDS_PER_ADDRESS_PER_MINUTE = 3;
export const SEATED_SEND_WINDOW_MS = 10 * 60_000;
/** A diner's code, a slow text asked for again, a number typed wrong. */
export const SENDS_PER_SEAT = 5;
/**
 * One a seat for every seat a table session hands out: a prankster at one table texts no faster
 * than any address could before (three a minute), and spends their own table's sends only.
 */
export const SENDS_PER_TABLE_ADDRESS = 40;
/**
 * Every table on one Wi-Fi: each seat of a 200-seat room asking once in the same ten minutes (a
 * banquet told to log in for its coupon; a rush where every diner of 250 seats logs in is 60-80). A
 * bot must hold seats at five tables' QR codes to spend it, and may then keep it up: 1,200 texts
 * an hour from the address. Lower, or an hourly bound, and that bot shuts every diner on the Wi-Fi
 * out of texts more cheaply or for longer (docs/decisions.md, "A stranger cannot spend a diner's
 * number").
 */
export const SEATED_SENDS_PER_ADDRESS = 200;

/** Codes sent from the asking address, in the windows that apply to it. */
export interface AddressSends {
  /** Without a seat, in the last minute. */
  readonly unseated: number;
  /** From the asking seat, its table at this address, and any seat at this address. */
  readonly seat: number;
  readonly tableAddress: number;
  readonly seatedAddress: number;
}

/** Which address limit a send would go past: 4291's three a minute, a seated one, or none. */
export const addressLimitReached = (
  sends: AddressSends,
  seated: boolean,
): 'unseated' | 'seated' | null => {
  if (!seated) return sends.unseated >= UNSEATED_SENDS_PER_ADDRESS_PER_MINUTE ? 'unseated' : null;
  const over =
    sends.seat >= SENDS_PER_SEAT ||
    sends.tableAddress >= SENDS_PER_TABLE_ADDRESS ||
    sends.seatedAddress >= SEATED_SENDS_PER_ADDRESS;
  return over ? 'seated' : null;
};

/**
 * The numbers behind a seat (docs/security.md says why each is what it is). A placement accepts
 * at most MAX_TABLE_LINES lines, so a cart within these limits can always be ordered.
 */
export const SEAT_LIFETIME_S = 12 * 60 * 60;
/** Seats one table session hands out; also the most diners its cart holds. */
export const MAX_SEATS_PER_SESSION = 40;
export const MAX_DINERS_PER_TABLE = MAX_SEATS_PER_SESSION;
export const MAX_LINES_PER_DINER = 100;
export const MAX_TABLE_LINES = 200;

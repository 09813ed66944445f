/**
 * How many login texts one phone may be sent (docs/security.md, "Limits"; docs/decisions.md says
 * how a stranger was reasoned about). Two harms pull apart: a number flooded with texts, and a
 * number kept from its own code by whoever asked for it first. A restaurant's diners share one
 * address, so a phone's texts are no longer counted by address where a seat can tell askers
 * apart: by the asking seat (nobody else holds it), by its table (a script's forty seats at one
 * table count as one table), and by a ceiling for everybody, high enough that reaching it takes
 * seats at four tables and several addresses. Without a seat the address is all there is, with a
 * share of the phone's hour of its own that seated asks do not spend.
 */
export const PHONE_SEND_WINDOW_MS = 60 * 60_000;
/** The spec's one a minute to a phone at each merchant (4290). */
export const PHONE_MINUTE_MS = 60_000;
/** From one seat: the diner's code, a slow text asked for again, once more. */
export const SENDS_PER_PHONE_PER_SEAT = 3;
/** From every seat of one table: two diners of a party who share a number, with a slow text. */
export const SENDS_PER_PHONE_PER_TABLE = 5;
/** Without a seat, from one address: the member pages' own, as before for every ask. */
export const UNSEATED_SENDS_PER_PHONE_PER_ADDRESS = 3;
/** Without a seat, from every address: the old hour of the phone, now the unseated asks' share. */
export const UNSEATED_SENDS_PER_PHONE = 10;
/** Whoever asks, anywhere: the most login texts a number gets in an hour. */
export const SENDS_PER_PHONE = 30;

/** Codes already sent to the phone. */
export interface PhoneSends {
  /** At the asking merchant, in the last minute. */
  readonly minute: number;
  /** In the last hour: in all, from the asking seat, from any seat of its table. */
  readonly hour: number;
  readonly seat: number;
  readonly table: number;
  /** In the last hour, without a seat: from the asking address, and from any. */
  readonly unseatedAddress: number;
  readonly unseated: number;
}

/**
 * Which of the phone's limits a send would go past: the minute (4290, whose words say one a
 * minute), the hour's (a plain 429 that says the number had too many), or none.
 */
export const phoneLimitReached = (sends: PhoneSends, seated: boolean): 'minute' | 'hour' | null => {
  if (sends.minute > 0) return 'minute';
  const own = seated
    ? sends.seat >= SENDS_PER_PHONE_PER_SEAT || sends.table >= SENDS_PER_PHONE_PER_TABLE
    : sends.unseatedAddress >= UNSEATED_SENDS_PER_PHONE_PER_ADDRESS ||
      sends.unseated >= UNSEATED_SENDS_PER_PHONE;
  return own || sends.hour >= SENDS_PER_PHONE ? 'hour' : null;
};

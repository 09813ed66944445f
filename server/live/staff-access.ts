import type { Logger } from 'pino';
import type { LiveConnection } from './connection.ts';
import type { LiveClaims } from './token.ts';

/** Whether a console's staff token still opens the merchant's feed (the database's word). */
export type StaffAccess = (claims: LiveClaims) => Promise<boolean>;

export const STAFF_ACCESS_ENDED = 'This staff access was revoked.';

/**
 * A console's hub URL lives for a shift (12 h): revoking its staff token (deleting the row,
 * docs/api/staff.md) must end its feed too, not leave it hearing every table until then. Checked
 * at negotiate and again every interval for the consoles open here; a database that cannot be
 * asked lets them be until the next check.
 */
export class StaffAccessCheck {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly allowed: StaffAccess,
    private readonly openConsoles: () => readonly LiveConnection[],
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** False for a console whose staff token is gone; true for anyone else. */
  async admits(claims: LiveClaims): Promise<boolean> {
    if (claims.role !== 'staff') return true;
    try {
      return await this.allowed(claims);
    } catch (error) {
      this.logger.warn({ err: error }, 'live: staff access not checked');
      return true;
    }
  }

  /** Ends the consoles here whose staff token was revoked; one look per token. */
  async sweep(): Promise<void> {
    const byToken = new Map<string, LiveConnection[]>();
    for (const connection of this.openConsoles()) {
      const { merchantId, staffKey } = connection.claims;
      const key = `${merchantId}:${staffKey ?? ''}`;
      byToken.set(key, [...(byToken.get(key) ?? []), connection]);
    }
    for (const consoles of byToken.values()) {
      const [first] = consoles;
      if (first === undefined || (await this.admits(first.claims))) continue;
      for (const feed of consoles) feed.cutOff(STAFF_ACCESS_ENDED);
    }
  }
}

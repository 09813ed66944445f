import type { Logger } from 'pino';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** Table-scoped live messages the server itself sends (staff actions, cart writes). */
export interface LivePublisher {
  /**
   * A hub URL carrying an access token for this seat's diner at this table, valid no longer than
   * the seat (`expiresAt`, seconds since the epoch).
   */
  hubUrlFor(claims: {
    browserId: string;
    tableId: string;
    merchantId: string;
    expiresAt: number;
    /** The seat's table session: the connection ends when the session does. */
    epoch?: number;
    /** A staff console's URL (browserId 'staff', tableId '0'): it may only JoinStaff. */
    role?: 'staff';
    /** The console's staff token as the database keys it: its feed ends when that is revoked. */
    staffKey?: string;
    /** The diner's cart key when it is not browserId (a member's id), and first name: presence. */
    userId?: string;
    name?: string;
  }): string;
  sendToTable(tableId: string, message: { messageType: string; data: unknown }): Promise<void>;
  /** A notice to the merchant's staff consoles (live/staff-feed.ts); absent: none listen. */
  sendToStaff?(merchantId: string, message: { messageType: string; data: unknown }): void;
  /**
   * A table session ended (staff clear, order-code rotation): this process ends its diners'
   * connections of the old session now; other processes do at their next table-version read.
   */
  tableSessionEnded?(tableId: string): void;
  /**
   * Diners at the table across every process, each once (live/presence.ts `dinersAt`); absent
   * when it cannot tell.
   */
  presence?(tableId: string): number;
}

/** Everything a route may use: passed in, so tests run the same code against their own parts. */
export interface AppDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly logger: Logger;
  /** Epoch milliseconds; tests move it to cross rate-limit windows without waiting. */
  readonly clock: () => number;
  readonly live: LivePublisher;
  /** Signs and checks diners' seats (server/seats); derived from the server's secret. */
  readonly seatKey: Buffer;
  /** Where one-time codes go: the log in demo mode, an SMS gateway in a real deployment. */
  readonly sendOtp: (phone: string, code: string) => Promise<void>;
}

import type { Id } from './ids.ts';

/**
 * What scanning the table's code gives this diner (docs/security.md): every table-scoped call
 * and the live channel carry the token; the POS names the diner by `dinerId`.
 */
export interface Seat {
  readonly token: string;
  readonly dinerId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** The reply of the QR lookup (spec §3 "Table from QR lookup"), with the diner's seat. */
export interface TableRef {
  readonly tableId: Id;
  readonly tableName: string;
  /** Absent in logs recorded before seats, and from a POS that hands out none. */
  readonly seat?: Seat;
}

import type { Id } from './ids.ts';

/** The reply of the QR lookup (spec §3 "Table from QR lookup"). */
export interface TableRef {
  readonly tableId: Id;
  readonly tableName: string;
}

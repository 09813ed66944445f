import { Schema } from 'effect';
import type { TableRef } from '../table.ts';
import { Id, text } from './fields.ts';

const SeatSchema = Schema.Struct({
  token: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(4096)),
  dinerId: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._-]{1,64}$/)),
  expiresAt: Schema.Finite,
});

/** The QR lookup's reply (spec §3 "Table from QR lookup"), with the diner's seat. */
export const TableRefSchema = Schema.Struct({
  tableId: Id,
  tableName: text,
  seat: Schema.optionalKey(SeatSchema),
}) satisfies Schema.Decoder<TableRef>;

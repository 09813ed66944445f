import { Schema } from 'effect';
import type { TableRef } from '../../../domain/model/table.ts';
import { Id, text } from './fields.ts';

/** The QR lookup's reply (spec §3 "Table from QR lookup"). */
export const TableRefSchema: Schema.Decoder<TableRef> = Schema.Struct({
  tableId: Id,
  tableName: text,
});

import { Schema } from 'effect';
import type { TableRef } from '../../domain/model/table.ts';
import { type ApiCall, call, callForOutcome, segment } from './call.ts';
import { TableRefSchema } from '../../domain/model/schemas/table.ts';

const ScannedSchema = Schema.Struct({
  ...TableRefSchema.fields,
  partyCleared: Schema.optionalKey(Schema.Boolean),
});

/**
 * GET api/merchant/table/qrcode/info/{qrcodeId}: the table a QR code stands for, and a seat at
 * it for this browser. The seat it already holds (in the call context) is handed back while its
 * table session lasts, or renewed for the same diner; `partyCleared` when the staff cleared the
 * table since that seat's party sat down.
 */
export const getTableByQrcode = (input: {
  readonly qrcodeId: string;
  readonly browserId?: string | null;
}): ApiCall<TableRef & { readonly partyCleared?: boolean }> =>
  call({
    method: 'GET',
    path: `/api/merchant/table/qrcode/info/${segment(input.qrcodeId)}`,
    ...(input.browserId ? { query: { browserId: input.browserId } } : {}),
    data: ScannedSchema,
  });

/** GET /api/merchant/table/order-code/valid/{code}: whether the table's order code is right. */
export const checkOrderCode = (input: {
  readonly code: string;
  readonly tableId: string;
}): ApiCall<boolean> =>
  call({
    method: 'GET',
    path: `/api/merchant/table/order-code/valid/${segment(input.code)}`,
    context: { tableId: input.tableId },
    data: Schema.Boolean,
  });

/** POST /api/merchant/message/call-staff: calls someone to the table (the reference POS's). */
export const callStaffMessage = (input: { readonly tableId: string }): ApiCall<void> =>
  callForOutcome({
    method: 'POST',
    path: '/api/merchant/message/call-staff',
    body: { tableId: input.tableId },
  });

/** POST /api/merchant/message/send-order-code-message: asks the staff for the table's code. */
export const sendOrderCodeMessage = (input: { readonly tableId: string }): ApiCall<void> =>
  callForOutcome({
    method: 'POST',
    path: '/api/merchant/message/send-order-code-message',
    body: { tableId: input.tableId },
  });

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Schema } from 'effect';
import type { TableRef } from '../../src/domain/model/table.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { DbId, isStorableId } from '../merchants/ids.ts';
import { type SeatAnswer, seatAtTable } from '../seats/issue.ts';
import { requireSeat } from '../seats/require.ts';
import { announceRequests } from '../staff/notify.ts';
import { recordRequest, type StaffRequestKind } from '../staff/requests.ts';
import { codeAttemptsOf, guessKeys, staffCallKeys, staffCallsOf } from './attempts.ts';
import { requireAvailable, requireTable, tableByQrcode } from './store.ts';
import { sameCode } from './same-code.ts';

/** Order codes are the few digits staff read out or print on the table tent. */
const ORDER_CODE = /^[0-9]{4,8}$/;
const SendBody = Schema.Struct({ tableId: Schema.optionalKey(DbId) });
const QrQuery = Schema.Struct({
  browserId: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
});

/**
 * The QR lookup's reply: the table, the seat that scanning it gives (server/seats), and whether
 * the seat it renewed was of a party the staff cleared since.
 */
type SeatedTableRef = TableRef & SeatAnswer;

/** QR lookup (which hands out seats), order-code check, and "send me the code" to the staff. */
export const registerTableRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const attempts = codeAttemptsOf(deps);
  const staffCalls = staffCallsOf(deps);

  app.get<{ Params: { qrcodeId: string } }>(
    '/api/merchant/table/qrcode/info/:qrcodeId',
    async (request) => {
      const qrcodeId = request.params.qrcodeId;
      if (!/^[0-9]{1,20}$/.test(qrcodeId)) throw badRequest('qrcodeId must be digits');
      const { browserId } = decodeInput(QrQuery, request.query ?? {});
      // A well-formed id too large to be stored names no table.
      const found = isStorableId(qrcodeId) ? await tableByQrcode(deps.db, qrcodeId) : null;
      const table = requireAvailable(requireTable(request, deps, found));
      const seated = await seatAtTable(deps, request, table, browserId);
      const reply: SeatedTableRef = { tableId: table.id, tableName: table.name, ...seated };
      return ok(reply);
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/merchant/table/order-code/valid/:code',
    async (request) => {
      const code = request.params.code;
      if (!ORDER_CODE.test(code)) throw badRequest('an order code is 4 to 8 digits');
      const { seat, table } = await requireSeat(deps, request);
      const keys = guessKeys(seat, request.ip);
      const valid = await attempts.guess(
        keys,
        async () => sameCode(code, table.order_code),
        (right) => !right,
      );
      return ok(valid);
    },
  );

  /** The seat's table asks the staff for something: counted, stored, on the consoles at once. */
  const openRequest = async (request: FastifyRequest, kind: StaffRequestKind) => {
    const body = decodeInput(SendBody, request.body ?? {});
    const { seat, table } = await requireSeat(deps, request, { bodyTableId: body.tableId });
    const keys = staffCallKeys(seat, request.ip);
    await staffCalls.charge(keys);
    await recordRequest(deps.db, table, kind, deps.clock());
    announceRequests(deps, request.log, table.merchant_id, table.id);
    return table;
  };

  app.post('/api/merchant/message/send-order-code-message', async (request) => {
    const table = await openRequest(request, 'orderCode');
    // The staff console shows the request live; demo mode also writes the code to the log, where
    // a tester without the console reads it, as it does with one-time login codes.
    if (deps.config.demo) {
      deps.logger.info(
        { tableId: table.id, tableName: table.name, orderCode: table.order_code },
        `order code for table ${table.name}: ${table.order_code}`,
      );
    } else {
      deps.logger.info({ tableId: table.id }, 'a diner asked the staff for the order code');
    }
    return ok(null);
  });

  /** A diner calls someone to the table; the consoles list it until the staff say it is done. */
  app.post('/api/merchant/message/call-staff', async (request) => {
    const table = await openRequest(request, 'callStaff');
    deps.logger.info({ tableId: table.id }, 'a diner called the staff to the table');
    return ok(null);
  });
};

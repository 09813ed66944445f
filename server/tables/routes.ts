import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Schema } from 'effect';
import type { TableRef } from '../../src/domain/model/table.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { DbId, isStorableId, requireHeaderId } from '../merchants/ids.ts';
import { createCodeAttempts } from './attempts.ts';
import { requireAvailable, requireTable, tableById, tableByQrcode } from './store.ts';

/** Order codes are the few digits staff read out or print on the table tent. */
const ORDER_CODE = /^[0-9]{4,8}$/;
const SendBody = Schema.Struct({ tableId: DbId });

const sameCode = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** QR lookup, order-code check, and the "send me the code" request to the staff. */
export const registerTableRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const attempts = createCodeAttempts(deps.clock);

  app.get<{ Params: { qrcodeId: string } }>(
    '/api/merchant/table/qrcode/info/:qrcodeId',
    async (request) => {
      const qrcodeId = request.params.qrcodeId;
      if (!/^[0-9]{1,20}$/.test(qrcodeId)) throw badRequest('qrcodeId must be digits');
      // A well-formed id too large to be stored names no table.
      const found = isStorableId(qrcodeId) ? await tableByQrcode(deps.db, qrcodeId) : null;
      const table = requireAvailable(requireTable(request, deps, found));
      const reply: TableRef = { tableId: table.id, tableName: table.name };
      return ok(reply);
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/merchant/table/order-code/valid/:code',
    async (request) => {
      const code = request.params.code;
      if (!ORDER_CODE.test(code)) throw badRequest('an order code is 4 to 8 digits');
      const tableId = requireHeaderId(request.ctx.tableId, 'tableId');
      const table = requireAvailable(
        requireTable(request, deps, await tableById(deps.db, tableId)),
      );
      attempts.assertMayTry(table.id);
      const valid = sameCode(code, table.order_code);
      if (!valid) attempts.recordWrong(table.id);
      return ok(valid);
    },
  );

  app.post('/api/merchant/message/send-order-code-message', async (request) => {
    const { tableId } = decodeInput(SendBody, request.body);
    const table = requireAvailable(requireTable(request, deps, await tableById(deps.db, tableId)));
    // The reference POS has no staff device to page: demo mode writes the code to the log, where
    // the tester reads it, as it does with one-time login codes.
    if (deps.config.demo) {
      deps.logger.info(
        { tableId: table.id, tableName: table.name, orderCode: table.order_code },
        `order code for table ${table.name}: ${table.order_code}`,
      );
    } else {
      deps.logger.warn(
        { tableId: table.id },
        'no staff device is configured; the order code was not sent',
      );
    }
    return ok(null);
  });
};

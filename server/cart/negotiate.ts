import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { NegotiateQuery } from './schema.ts';
import { findTable } from './table.ts';

/**
 * The live channel's address with an access token for this browser at this table. A table closed
 * for orders still gets one: staff messages (close-inactive-dialog) must reach its diners.
 */
export const registerNegotiate = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/system/web-pub-sub/scan-order-negotiate', async (request) => {
    const query = decodeInput(NegotiateQuery, request.query);
    const table = await findTable(deps.db, query.tableId, request.ctx.merchantId);
    return ok(
      deps.live.hubUrlFor({
        browserId: query.userId,
        tableId: table.id,
        merchantId: table.merchant_id,
      }),
    );
  });
};

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { seatNotYours } from '../seats/codes.ts';
import { requireSeat } from '../seats/require.ts';
import { NegotiateQuery } from './schema.ts';

/**
 * The live channel's address with an access token for this seat: the connection speaks as the
 * seat's diner, whatever id the caller names. A table closed for orders still gets one: staff
 * messages (close-inactive-dialog) must reach its diners.
 */
export const registerNegotiate = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/system/web-pub-sub/scan-order-negotiate', async (request) => {
    const query = decodeInput(NegotiateQuery, request.query);
    const { seat, table } = await requireSeat(deps, request, {
      closedTableToo: true,
      bodyTableId: query.tableId,
    });
    if (query.userId !== undefined && query.userId !== seat.dinerId) throw seatNotYours();
    return ok(
      deps.live.hubUrlFor({
        browserId: seat.dinerId,
        tableId: table.id,
        merchantId: table.merchant_id,
        expiresAt: seat.exp,
        epoch: seat.epoch,
      }),
    );
  });
};

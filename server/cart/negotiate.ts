import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { seatNotYours } from '../seats/codes.ts';
import { requireSeat } from '../seats/require.ts';
import { NegotiateQuery } from './schema.ts';
import { dinerAt } from './diner.ts';
import { MAX_NAME_LENGTH } from '../../src/domain/validation/name.ts';
import { shownText } from '../../src/domain/validation/shown-text.ts';

/**
 * The live channel's address with an access token for this seat: the connection speaks as the
 * seat's diner, whatever id the caller names. A table closed for orders still gets one: staff
 * messages (close-inactive-dialog) must reach its diners. The token also names the diner as the
 * table's cart and presence know them: the member's id and first name when a member's token
 * came along (read here, never taken from the query), else the seat's diner, nameless.
 */
export const registerNegotiate = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/system/web-pub-sub/scan-order-negotiate', async (request) => {
    const query = decodeInput(NegotiateQuery, request.query);
    const { seat, table } = await requireSeat(deps, request, {
      closedTableToo: true,
      bodyTableId: query.tableId,
    });
    if (query.userId !== undefined && query.userId !== seat.dinerId) throw seatNotYours();
    const { member, userId } = await dinerAt(deps.db, request.ctx, { seat, table }, deps.clock());
    // Cut by characters: a cut inside an emoji leaves half of it, text no diner's phone can show.
    const name = [...shownText(member?.first_name ?? '')].slice(0, MAX_NAME_LENGTH).join('');
    return ok(
      deps.live.hubUrlFor({
        browserId: seat.dinerId,
        tableId: table.id,
        merchantId: table.merchant_id,
        expiresAt: seat.exp,
        epoch: seat.epoch,
        ...(userId === seat.dinerId ? {} : { userId }),
        ...(name === '' ? {} : { name }),
      }),
    );
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_LIST_FIRST_PAGE, ORDER_LIST_PAGE_SIZE } from '../../src/domain/constants.ts';
import { memberFromToken, requireMember } from '../auth/identity.ts';
import { dinerAt } from '../cart/diner.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { placeOrder } from './place.ts';
import { tableFeed } from '../table-feed/announce.ts';
import { previewOrder } from './preview.ts';
import { activeOrder, memberOrders, orderForViewer, tableOrderIds } from './queries.ts';
import { codeAttemptsOf, guessKeys } from '../tables/attempts.ts';
import { requireSeat, seatTokenOf } from '../seats/require.ts';
import { checkPlacementRights } from './rights.ts';
import { OrderBody, OrderDetailQuery, OrderListQuery } from './schema.ts';
import { merchantSettings } from './settings.ts';

const MAX_PAGE_SIZE = 100;

export const registerOrderRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const attempts = codeAttemptsOf(deps);
  const tableFor = async (request: FastifyRequest) => (await requireSeat(deps, request)).table;

  /** What placement and preview share: the body, the seat's table and who is asking. */
  const roundInput = async (request: FastifyRequest) => {
    const body = decodeInput(OrderBody, request.body);
    const seated = await requireSeat(deps, request, { bodyTableId: body.tableId });
    const now = deps.clock();
    const { member } = await dinerAt(deps.db, request.ctx, seated, now);
    const { table, seat } = seated;
    return { body, table, seat, member, now, locale: request.ctx.locale };
  };

  app.post('/api/member/order', async (request) => {
    const input = await roundInput(request);
    const settings = await merchantSettings(deps.db, input.table.merchant_id);
    await checkPlacementRights(settings, input.member, input.body.orderCode, {
      attempts,
      expected: input.table.order_code,
      keys: guessKeys(input.seat, request.ip),
    });
    const placement = await placeOrder(deps.db, input);
    if (placement.kind === 'alreadyPlaced') return ok({ order: placement.order });
    // The order stands whatever happens to the notices; only the POS tells the table.
    const feed = tableFeed(deps, request.log);
    const change = {
      tableId: input.table.id,
      merchantId: input.table.merchant_id,
      liveVersion: placement.liveVersion,
      changedBy: input.seat.dinerId,
    };
    feed.cartChanged(change, placement.cart, input.locale);
    if (placement.kind === 'misfit') throw placement.error;
    feed.roundPlaced(change, {
      firstRound: placement.firstRound,
      submitName: input.member?.first_name.trim() || 'Guest',
      orderId: placement.order.id,
    });
    return ok({ order: placement.order });
  });

  app.post('/api/merchant/order/preview', async (request) =>
    ok(await previewOrder(deps.db, await roundInput(request))),
  );

  app.get('/api/merchant/order/table-active-order', async (request) => {
    const order = await activeOrder(deps.db, (await tableFor(request)).id);
    return ok(order === null ? null : { id: order.id, code: order.serial });
  });

  app.get('/api/merchant/order/has-processing-order', async (request) =>
    ok((await activeOrder(deps.db, (await tableFor(request)).id)) !== null),
  );

  app.get('/api/merchant/order/table-order-ids', async (request) =>
    ok(await tableOrderIds(deps.db, (await tableFor(request)).id)),
  );

  app.get('/api/merchant/order/member-order-list', async (request) => {
    const query = decodeInput(OrderListQuery, request.query);
    const member = await requireMember(deps.db, request.ctx, deps.clock());
    const page = Number(query.page ?? ORDER_LIST_FIRST_PAGE);
    const size = Math.min(Number(query.size ?? ORDER_LIST_PAGE_SIZE), MAX_PAGE_SIZE);
    return ok(await memberOrders(deps.db, member.id, page, size));
  });

  app.get('/api/merchant/order/detailForMember', async (request) => {
    const { orderId } = decodeInput(OrderDetailQuery, request.query);
    // A seat shows the orders its party placed, finished too (queries.ts, orderForViewer);
    // without one only the member's own orders show. At a seat, a member token must be of the
    // seat's merchant, as on the cart's calls (dinerAt).
    const seated = seatTokenOf(request) === null ? null : await requireSeat(deps, request);
    const { member } =
      seated === null
        ? { member: await memberFromToken(deps.db, request.ctx, deps.clock()) }
        : await dinerAt(deps.db, request.ctx, seated, deps.clock());
    const order = await orderForViewer(
      deps.db,
      orderId,
      {
        memberId: member?.id ?? null,
        tableId: seated?.table.id ?? null,
        merchantId: seated?.table.merchant_id ?? request.ctx.merchantId,
      },
      request.ctx.locale,
    );
    if (order === null) throw notFound('orderNotFound');
    return ok(order);
  });
};

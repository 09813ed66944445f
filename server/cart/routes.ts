import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RegistrationState } from '../../src/domain/model/enums.ts';
import { validateGuestCount } from '../../src/domain/validation/guest-count.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { message } from '../http/messages.ts';
import { decodeInput } from '../http/validate.ts';
import { notFound } from '../http/api-error.ts';
import { merchantSettings } from '../orders/settings.ts';
import { requireSeat, type Seated } from '../seats/require.ts';
import { clearedLines } from './clear.ts';
import { dinerAt } from './diner.ts';
import { viewCart } from './present.ts';
import {
  CartQuery,
  CartWriteBody,
  ClearQuery,
  GuestsBody,
  InitializeBody,
  OrderTypeBody,
} from './schema.ts';
import {
  type CartSeed,
  emptyCartRow,
  lockCart,
  readCart,
  saveLines,
  saveSettings,
} from './store.ts';
import { type CartWritten, cartWriterOf, writeDinerLines } from './write.ts';
import { tableFeed } from '../table-feed/announce.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';

const guestCount = (raw: unknown, request: FastifyRequest): number => {
  const count = validateGuestCount(raw);
  if (!count.ok)
    throw new ApiError(
      400,
      'badRequest',
      400,
      null,
      message('invalidGuestNumber', request.ctx.locale),
    );
  return count.value;
};

/**
 * Guests and order type are table settings: they change no line, so the cart version stays; the
 * table's live version moves, and the table hears the new setting from the server.
 */
const updateSettings = async (
  deps: AppDeps,
  seated: Seated,
  request: FastifyRequest,
  seed: CartSeed,
) => {
  const { cart, liveVersion } = await deps.db.transaction(async (tx) => {
    await lockCart(tx, seated.table, deps.clock(), seed);
    const saved = await saveSettings(tx, seated.table.id, seed);
    return {
      cart: await viewCart(tx, saved, seated.table, request.ctx.locale),
      liveVersion: saved.live_version,
    };
  });
  const feed = tableFeed(deps, request.log);
  const change = {
    tableId: seated.table.id,
    merchantId: seated.table.merchant_id,
    liveVersion,
    changedBy: seated.seat.dinerId,
  };
  if (seed.guests !== undefined) feed.guestsChanged(change, seed.guests);
  if (seed.orderType !== undefined) feed.orderTypeChanged(change, seed.orderType);
  return cart;
};

/** The table hears the committed cart from the server, in the writer's language. */
const announceCart = (
  deps: AppDeps,
  request: FastifyRequest,
  seated: Seated,
  written: CartWritten,
): CartOrder => {
  tableFeed(deps, request.log).cartChanged(
    {
      tableId: seated.table.id,
      merchantId: seated.table.merchant_id,
      liveVersion: written.liveVersion,
      changedBy: seated.seat.dinerId,
    },
    written.cart,
    request.ctx.locale,
  );
  return written.cart;
};

/** Every call here is the seated diner's table's (server/seats): the table id alone opens nothing. */
export const registerCartRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const seatedAt = (request: FastifyRequest, bodyTableId?: string | null) =>
    requireSeat(deps, request, { bodyTableId });

  app.get('/api/shoppingCart', async (request) => {
    const query = decodeInput(CartQuery, request.query);
    const { table } = await seatedAt(request);
    if (query.merchantId !== undefined && query.merchantId !== table.merchant_id)
      throw notFound('tableNotFound');
    const stored = await readCart(deps.db, table.id);
    // The diner's next write plans on this row (cart/write.ts).
    if (stored !== null) cartWriterOf(deps.db).remember(stored);
    const row = stored ?? emptyCartRow(table.id);
    // The version it was read at: a diner whose live channel joins after this can tell whether
    // a change came in between (docs/live-hub.md).
    const cart = await viewCart(deps.db, row, table, request.ctx.locale);
    return ok({ ...cart, liveVersion: row.live_version });
  });

  app.post('/api/shoppingCart', async (request) => {
    const body = decodeInput(CartWriteBody, request.body);
    // The write statement checks the table's session and state again (cart/write.ts).
    const seated = await requireSeat(deps, request, {
      bodyTableId: body.tableId,
      sessionCheckedInWrite: true,
    });
    if (body.merchantId != null && body.merchantId !== seated.table.merchant_id)
      throw notFound('tableNotFound');
    const now = deps.clock();
    const { member, userId } = await dinerAt(deps.db, request.ctx, seated, now);
    const written = await writeDinerLines(deps.db, {
      table: seated.table,
      seatEpoch: seated.seat.epoch,
      userId,
      // A name-only guest holds a token but no points, as a visitor: the app logs both in first.
      byMember: member !== null && member.registration_state !== RegistrationState.Unregistered,
      cartRowVersion: body.cartRowVersion,
      lines: body.orderItems,
      locale: request.ctx.locale,
      now,
    });
    return ok(announceCart(deps, request, seated, written));
  });

  app.post('/api/shoppingCart/initialize', async (request) => {
    const body = decodeInput(InitializeBody, request.body ?? {});
    const { table } = await seatedAt(request, body.tableId);
    const guests = body.guests === undefined ? undefined : guestCount(body.guests, request);
    const { cart, row } = await deps.db.transaction(async (tx) => {
      const locked = await lockCart(tx, table, deps.clock(), { guests, orderType: body.orderType });
      return { cart: await viewCart(tx, locked, table, request.ctx.locale), row: locked };
    });
    cartWriterOf(deps.db).remember(row);
    return ok(cart);
  });

  app.get('/api/shoppingCart/guests', async (request) => {
    const { table } = await seatedAt(request);
    return ok(((await readCart(deps.db, table.id)) ?? emptyCartRow(table.id)).guests);
  });

  app.post('/api/shoppingCart/guests', async (request) => {
    const body = decodeInput(GuestsBody, request.body);
    const seated = await seatedAt(request, body.tableId);
    const guests = guestCount(body.guests, request);
    return ok(await updateSettings(deps, seated, request, { guests }));
  });

  app.post('/api/shoppingCart/order-type', async (request) => {
    const body = decodeInput(OrderTypeBody, request.body);
    const seated = await seatedAt(request, body.tableId);
    return ok(await updateSettings(deps, seated, request, { orderType: body.orderType }));
  });

  app.delete('/api/shoppingCart/clear', async (request) => {
    const { scope } = decodeInput(ClearQuery, request.query);
    const seated = await seatedAt(request);
    const { table } = seated;
    const now = deps.clock();
    const { userId } = await dinerAt(deps.db, request.ctx, seated, now);
    const settings = await merchantSettings(deps.db, table.merchant_id);
    const written = await deps.db.transaction(async (tx) => {
      const row = await lockCart(tx, table, now);
      const lines = clearedLines(row, userId, settings.clearCartMinutes, now, scope === 'mine');
      const saved = await saveLines(tx, row, lines, now);
      return {
        cart: await viewCart(tx, saved, table, request.ctx.locale),
        liveVersion: saved.live_version,
      };
    });
    return ok(announceCart(deps, request, seated, written));
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateGuestCount } from '../../src/domain/validation/guest-count.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { dinerAt, requireCartUser } from './diner.ts';
import { message } from '../http/messages.ts';
import { viewCart } from './present.ts';
import { CartQuery, CartWriteBody, GuestsBody, InitializeBody, OrderTypeBody } from './schema.ts';
import {
  type CartSeed,
  emptyCartRow,
  lockCart,
  readCart,
  saveLines,
  saveSettings,
} from './store.ts';
import { openTable, type TableRow, tableIdOf } from './table.ts';
import { writeDinerLines } from './write.ts';

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

/** Guests and order type are table settings: they change no line, so the version stays. */
const updateSettings = (deps: AppDeps, table: TableRow, request: FastifyRequest, seed: CartSeed) =>
  deps.db.transaction(async (tx) => {
    await lockCart(tx, table, deps.clock(), seed);
    return viewCart(tx, await saveSettings(tx, table.id, seed), table, request.ctx.locale);
  });

export const registerCartRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const tableFor = (request: FastifyRequest, bodyTableId?: string | null, merchantId?: string) =>
    openTable(deps.db, tableIdOf(request.ctx, bodyTableId), merchantId ?? request.ctx.merchantId);

  app.get('/api/shoppingCart', async (request) => {
    const query = decodeInput(CartQuery, request.query);
    const table = await tableFor(request, null, query.merchantId);
    const row = (await readCart(deps.db, table.id)) ?? emptyCartRow(table.id);
    return ok(await viewCart(deps.db, row, table, request.ctx.locale));
  });

  app.post('/api/shoppingCart', async (request) => {
    const body = decodeInput(CartWriteBody, request.body);
    const table = await tableFor(request, body.tableId, body.merchantId ?? undefined);
    const now = deps.clock();
    const userId = requireCartUser(await dinerAt(deps.db, request.ctx, table, now), request.ctx);
    const cart = await writeDinerLines(deps.db, {
      table,
      userId,
      cartRowVersion: body.cartRowVersion,
      lines: body.orderItems,
      locale: request.ctx.locale,
      now,
    });
    return ok(cart);
  });

  app.post('/api/shoppingCart/initialize', async (request) => {
    const body = decodeInput(InitializeBody, request.body ?? {});
    const table = await tableFor(request, body.tableId);
    const guests = body.guests === undefined ? undefined : guestCount(body.guests, request);
    const cart = await deps.db.transaction(async (tx) => {
      const row = await lockCart(tx, table, deps.clock(), { guests, orderType: body.orderType });
      return viewCart(tx, row, table, request.ctx.locale);
    });
    return ok(cart);
  });

  app.get('/api/shoppingCart/guests', async (request) => {
    const table = await tableFor(request);
    return ok(((await readCart(deps.db, table.id)) ?? emptyCartRow(table.id)).guests);
  });

  app.post('/api/shoppingCart/guests', async (request) => {
    const body = decodeInput(GuestsBody, request.body);
    const table = await tableFor(request, body.tableId);
    const guests = guestCount(body.guests, request);
    return ok(await updateSettings(deps, table, request, { guests }));
  });

  app.post('/api/shoppingCart/order-type', async (request) => {
    const body = decodeInput(OrderTypeBody, request.body);
    const table = await tableFor(request, body.tableId);
    return ok(await updateSettings(deps, table, request, { orderType: body.orderType }));
  });

  app.delete('/api/shoppingCart/clear', async (request) => {
    const table = await tableFor(request);
    const cart = await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      await lockCart(tx, table, now);
      return viewCart(tx, await saveLines(tx, table.id, [], now), table, request.ctx.locale);
    });
    return ok(cart);
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { nextId } from '../db/ids.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { addAdjustment } from './adjust.ts';
import { requireStaff } from './auth.ts';
import { changeOrder } from './change-order.ts';
import { giveBackOnCancel, giveBackVoidedPoints, takeBackEarnings } from '../orders/give-back.ts';
import { cancelOrder, completeOrder } from './close.ts';
import { mergeOrders } from './merge.ts';
import { staffOrder } from './order-store.ts';
import { couponsNamedIn } from '../orders/queries.ts';
import { takePayment } from './pay.ts';
import {
  AdjustmentBody,
  CancelBody,
  IdParams,
  ItemParams,
  MergeBody,
  PaymentBody,
  SendBody,
  VersionBody,
  VoidBody,
  WeightBody,
} from './schemas.ts';
import { weighedFactors, weighLine } from './reweigh.ts';
import { sendLines } from './send.ts';
import { voidLine } from './void.ts';

/** Staff actions on one order (docs/api/staff.md): each answers with the order as it now is. */
export const registerStaffOrderRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  /** The caller first (401 before anything else), then the order's id from the path. */
  const start = async (request: FastifyRequest) => {
    const staff = await requireStaff(deps.db, request.ctx);
    return { staff, orderId: decodeInput(IdParams, request.params).id };
  };

  app.get('/api/staff/orders/:id', async (request) => {
    const { staff, orderId } = await start(request);
    const order = await staffOrder(deps.db, staff.merchantId, orderId);
    // In the staff's language: the order keeps the words of whoever placed it.
    return ok(await couponsNamedIn(deps.db, order, request.ctx.locale));
  });

  app.post('/api/staff/orders/:id/send', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(SendBody, request.body ?? {});
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(deps, request, staff, target, (order, { now, locale }) =>
        sendLines(order, body.itemIds ?? null, now, locale),
      ),
    );
  });

  app.post('/api/staff/orders/:id/items/:itemId/void', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id: orderId, itemId } = decodeInput(ItemParams, request.params);
    const body = decodeInput(VoidBody, request.body);
    const target = { orderId, rowVersion: body.rowVersion };
    const input = { itemId, quantity: body.quantity, reason: body.reason };
    return ok(
      await changeOrder(
        deps,
        request,
        staff,
        target,
        async (order, { tx, locale }) => {
          const voided = voidLine(order, input, locale);
          await giveBackVoidedPoints(tx, order, voided, itemId);
          return voided;
        },
        (before, settled, { tx }) => takeBackEarnings(tx, before, settled, itemId),
      ),
    );
  });

  app.post('/api/staff/orders/:id/items/:itemId/weight', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id: orderId, itemId } = decodeInput(ItemParams, request.params);
    const body = decodeInput(WeightBody, request.body);
    const factors = weighedFactors(body, request.ctx.locale);
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(
        deps,
        request,
        staff,
        target,
        (order, { locale }) => weighLine(order, { itemId, factors }, locale),
        // The diner's estimate earned its points: a lighter dish takes back what it no longer
        // earns, as a void does.
        (before, settled, { tx }) => takeBackEarnings(tx, before, settled, itemId),
      ),
    );
  });

  app.post('/api/staff/orders/:id/adjustments', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(AdjustmentBody, request.body);
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(deps, request, staff, target, (order, { locale }) =>
        addAdjustment(order, body, locale),
      ),
    );
  });

  app.post('/api/staff/orders/:id/payments', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(PaymentBody, request.body);
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(deps, request, staff, target, async (order, { tx, now, locale }) =>
        takePayment(order, body, { id: await nextId(tx), now }, locale),
      ),
    );
  });

  app.post('/api/staff/orders/:id/complete', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(VersionBody, request.body ?? {});
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(deps, request, staff, target, (order, { locale }) =>
        completeOrder(order, locale),
      ),
    );
  });

  app.post('/api/staff/orders/:id/cancel', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(CancelBody, request.body);
    const target = { orderId, rowVersion: body.rowVersion };
    return ok(
      await changeOrder(deps, request, staff, target, async (order, { tx, locale }) => {
        const cancelled = cancelOrder(order, body.reason, locale);
        await giveBackOnCancel(tx, order);
        return cancelled;
      }),
    );
  });

  app.post('/api/staff/orders/:id/merge', async (request) => {
    const { staff, orderId } = await start(request);
    const body = decodeInput(MergeBody, request.body);
    const { order, merged } = await mergeOrders(deps, request, staff, { orderId, ...body });
    const named = (each: typeof order) => couponsNamedIn(deps.db, each, request.ctx.locale);
    return ok({ order: await named(order), merged: await named(merged) });
  });
};

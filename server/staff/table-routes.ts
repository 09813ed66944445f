import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { requireStaff } from './auth.ts';
import { sendToTable } from './notify.ts';
import { tableFeed } from '../table-feed/announce.ts';
import { checkedDietary, setProductDietary } from './dietary.ts';
import { merchantTableIds, setProductAvailability } from './products.ts';
import {
  DietaryBody,
  IdParams,
  ProductAvailabilityBody,
  SettingsBody,
  TableAvailabilityBody,
} from './schemas.ts';
import { staffMenu } from '../menu/present.ts';
import { allProducts, menuCategories } from '../menu/rows.ts';
import { staffBadRequest } from './messages.ts';
import { acknowledgeRequest } from './requests.ts';
import { announceRequests, announceTableDetails } from './notify.ts';
import { updateSettings } from './settings.ts';
import { listTables } from './table-list.ts';
import {
  clearTable,
  replaceQrcode,
  rotateOrderCode,
  setTableAvailable,
  staffTable,
} from './table-actions.ts';

/** The floor (tables, carts, order codes), the menu's availability and the merchant settings. */
export const registerStaffTableRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  /** Every table of the merchant hears it, so diners' menus reload (docs/api/staff.md). */
  const menuChanged = async (request: FastifyRequest, merchantId: string, productId: string) => {
    const message = { messageType: 'menuChanged', data: { productIds: [productId] } };
    for (const tableId of await merchantTableIds(deps.db, merchantId))
      await sendToTable(deps, request.log, tableId, message);
  };

  const tableOf = async (request: FastifyRequest) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id } = decodeInput(IdParams, request.params);
    return { staff, table: await staffTable(deps.db, staff.merchantId, id) };
  };

  app.get('/api/staff/tables', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    return ok(await listTables(deps.db, staff.merchantId, deps.live));
  });

  app.post('/api/staff/tables/:id/clear', async (request) => {
    const { table } = await tableOf(request);
    const { cart, liveVersion } = await clearTable(
      deps.db,
      table,
      deps.clock(),
      request.ctx.locale,
    );
    // Diners take the restart path of the unfinished-order popup: empty cart, guests again.
    tableFeed(deps, request.log).tableCleared({
      tableId: table.id,
      merchantId: table.merchant_id,
      liveVersion,
      changedBy: null,
    });
    deps.live.tableSessionEnded?.(table.id);
    announceRequests(deps, request.log, table.merchant_id, table.id);
    return ok(cart);
  });

  app.post('/api/staff/tables/:id/order-code/rotate', async (request) => {
    const { table } = await tableOf(request);
    const orderCode = await rotateOrderCode(deps.db, table);
    deps.live.tableSessionEnded?.(table.id);
    announceTableDetails(deps, request.log, table.merchant_id, table.id);
    return ok({ tableId: table.id, orderCode });
  });

  app.post('/api/staff/tables/:id/qrcode/replace', async (request) => {
    const { table } = await tableOf(request);
    const qrcodeId = await replaceQrcode(deps.db, table);
    deps.live.tableSessionEnded?.(table.id);
    announceTableDetails(deps, request.log, table.merchant_id, table.id);
    return ok({ tableId: table.id, qrcodeId });
  });

  app.post('/api/staff/tables/:id/availability', async (request) => {
    const { table } = await tableOf(request);
    const { available } = decodeInput(TableAvailabilityBody, request.body);
    await setTableAvailable(deps.db, table, available);
    return ok({ tableId: table.id, available });
  });

  app.post('/api/staff/requests/:id/acknowledge', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id } = decodeInput(IdParams, request.params);
    const done = await acknowledgeRequest(
      deps.db,
      staff.merchantId,
      id,
      deps.clock(),
      request.ctx.locale,
    );
    // Every console of the merchant takes it off its list.
    announceRequests(deps, request.log, staff.merchantId, done.tableId);
    return ok(done);
  });

  app.get('/api/staff/products', { config: { compress: true } }, async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const [categories, products] = await Promise.all([
      menuCategories(deps.db, staff.merchantId),
      allProducts(deps.db, staff.merchantId),
    ]);
    return ok(staffMenu(categories, products, request.ctx.locale));
  });

  app.post('/api/staff/products/:id/availability', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id } = decodeInput(IdParams, request.params);
    const body = decodeInput(ProductAvailabilityBody, request.body);
    const locale = request.ctx.locale;
    if (body.soldOut === undefined && body.offShelf === undefined)
      throw staffBadRequest('availabilityEmpty', locale);
    const product = await setProductAvailability(deps.db, staff.merchantId, id, body, locale);
    await menuChanged(request, staff.merchantId, product.productId);
    return ok(product);
  });

  // A dish's dietary facts, all four replaced (docs/api/staff.md); diners' menus reload.
  app.put('/api/staff/products/:id/dietary', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const { id } = decodeInput(IdParams, request.params);
    const locale = request.ctx.locale;
    const facts = checkedDietary(decodeInput(DietaryBody, request.body), locale);
    const product = await setProductDietary(deps.db, staff.merchantId, id, facts, locale);
    await menuChanged(request, staff.merchantId, product.productId);
    return ok(product);
  });

  app.put('/api/staff/settings', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const body = decodeInput(SettingsBody, request.body);
    return ok(await updateSettings(deps.db, staff.merchantId, body, request.ctx.locale));
  });
};

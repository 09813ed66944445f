import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '../../src/domain/model/order.ts';
import { bumpLiveVersion } from '../cart/store.ts';
import type { AppDeps } from '../deps.ts';
import { STAFF_REQUESTS_CHANGED, STAFF_TABLE_DETAILS_CHANGED } from '../live/staff-feed.ts';
import { ofCurrentParty } from '../orders/queries.ts';
import { tableFeed } from '../table-feed/announce.ts';

/**
 * Live notices are best effort: the change stands whatever happens to them, and a diner who
 * missed one sees the change at the next version the table announces (docs/live-hub.md).
 */
export const sendToTable = async (
  deps: AppDeps,
  log: FastifyBaseLogger,
  tableId: string,
  message: { messageType: string; data: unknown },
): Promise<void> => {
  await deps.live
    .sendToTable(tableId, message)
    .catch((error: unknown) =>
      log.warn({ err: error, tableId, messageType: message.messageType }, 'notice not sent'),
    );
};

/**
 * Diners at the order's table refetch the order and hear that it changed. The staff change has
 * committed; its step of the table's live version follows it (server/cart/store.ts says why).
 * An order an earlier party left open at a clear is not the diners' now: they hear the version
 * only, and the consoles that the table changed.
 */
export const notifyOrderUpdated = async (
  deps: AppDeps,
  log: FastifyBaseLogger,
  order: Order,
  merchantId: string,
): Promise<void> => {
  if (order.tableId === '' || order.tableId === '0') return;
  const liveVersion = await bumpLiveVersion(deps.db, { id: order.tableId, merchantId }).catch(
    (error: unknown) => {
      // The change stands; the diners see it at their next refetch.
      log.warn({ err: error, tableId: order.tableId }, 'live version not moved');
      return null;
    },
  );
  if (liveVersion === null) return;
  const change = { tableId: order.tableId, merchantId, liveVersion, changedBy: null };
  const feed = tableFeed(deps, log);
  const current = await ofCurrentParty(deps.db, order.id).catch(() => true);
  if (current) feed.orderUpdated(change, order.id);
  else feed.versionMoved(change);
};

/** What a floor notice says changed: not a table version, so diners hear nothing of it. */
type FloorNotice = typeof STAFF_REQUESTS_CHANGED | typeof STAFF_TABLE_DETAILS_CHANGED;

const announceToStaff = (
  deps: Pick<AppDeps, 'live'>,
  log: FastifyBaseLogger,
  merchantId: string,
  tableId: string,
  messageType: FloorNotice,
): void => {
  try {
    deps.live.sendToStaff?.(merchantId, { messageType, data: { tableId } });
  } catch (error) {
    log.warn({ err: error, tableId, messageType }, 'staff notice not sent');
  }
};

/**
 * A table's requests changed (a diner asked, a console acknowledged): the merchant's consoles read
 * the tables again. Not a table change: diners hear nothing and the table's version stays.
 */
export const announceRequests = (
  deps: Pick<AppDeps, 'live'>,
  log: FastifyBaseLogger,
  merchantId: string,
  tableId: string,
): void => announceToStaff(deps, log, merchantId, tableId, STAFF_REQUESTS_CHANGED);

/**
 * A table's order code or QR code changed: every console reads the tables again, so none tells a
 * diner the old code or prints the old QR sheet.
 */
export const announceTableDetails = (
  deps: Pick<AppDeps, 'live'>,
  log: FastifyBaseLogger,
  merchantId: string,
  tableId: string,
): void => announceToStaff(deps, log, merchantId, tableId, STAFF_TABLE_DETAILS_CHANGED);

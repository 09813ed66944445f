import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '../../src/domain/model/order.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Live notices are best effort: the change stands whatever happens to them, and a diner who
 * missed one sees the change on the next refetch.
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

/** Diners at the order's table show the order-updated dialog and refetch the order. */
export const notifyOrderUpdated = async (
  deps: AppDeps,
  log: FastifyBaseLogger,
  order: Order,
): Promise<void> => {
  if (order.tableId === '' || order.tableId === '0') return;
  await sendToTable(deps, log, order.tableId, {
    messageType: 'updateOrder',
    data: { orderId: order.id },
  });
};

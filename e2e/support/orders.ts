import type { Order } from '../../src/domain/model/order.ts';
import type { AppServer } from './server.ts';

/** The product ids of every line the table's open orders hold, as the database has them. */
export const orderedProductIds = async (server: AppServer, tableId: string): Promise<string[]> => {
  const orders = await server.server.db.query<{ document: Order }>(
    'select document from orders where table_id = $1 and status = 0',
    [tableId],
  );
  return orders.flatMap(({ document }) =>
    document.orderItems.map((item) => String(item.productId)),
  );
};

import type { Page } from 'playwright-core';
import type { Order } from '../../src/domain/model/order.ts';
import { settled } from './app.ts';
import { type Lang, text } from './messages.ts';
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

/** From the "Order submitted" dialog to the order's detail page, loaded. */
export const viewSubmittedOrder = async (page: Page, lang: Lang): Promise<void> => {
  await page
    .getByRole('dialog', { name: text(lang, 'popup.orderSubmitted.title') })
    .getByRole('button', { name: text(lang, 'popup.orderSubmitted.viewDetail') })
    .click();
  await page.waitForURL((url) => url.pathname.includes('/order-detail/'));
  await settled(page);
};

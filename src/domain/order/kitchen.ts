import type { Order } from '../model/order.ts';

/**
 * How many portions of an order wait to go to the kitchen: what the console's Send button says,
 * and what keeps an order from being completed (the server refuses it with 4052).
 */
export const waitingForKitchen = (order: Pick<Order, 'orderItems'>): number =>
  order.orderItems.reduce((sum, item) => sum + item.waitToSend, 0);

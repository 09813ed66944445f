import type { TableView } from '../api/types.ts';

export type TableState = 'closed' | 'openOrder' | 'seated' | 'free';

/**
 * What a table is doing, as the floor shows it first: closed to orders, with an order open,
 * with diners or a cart but no order yet, or free.
 */
export const tableState = (table: TableView): TableState => {
  if (!table.available) return 'closed';
  if (table.order !== null) return 'openOrder';
  const inCart = table.cart.diners.some((diner) => diner.quantity > 0);
  return inCart || (table.dinersPresent ?? 0) > 0 ? 'seated' : 'free';
};

export const TABLE_STATE_TEXT: Record<TableState, string> = {
  closed: 'Closed',
  openOrder: 'Open order',
  seated: 'Seated',
  free: 'Free',
};

export const TABLE_STATE_BADGE: Record<TableState, string> = {
  closed: 'badge--off',
  openOrder: 'badge--warn',
  seated: '',
  free: 'badge--ok',
};

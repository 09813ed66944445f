import type { TableView } from '../api/types.ts';
import type { StaffMessageId } from '../i18n/catalogues.ts';

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

/** The state's words, as a message id: the card puts it in the console's language. */
export const TABLE_STATE_TEXT: Readonly<Record<TableState, StaffMessageId>> = {
  closed: 'tables.state.closed',
  openOrder: 'tables.state.openOrder',
  seated: 'tables.state.seated',
  free: 'tables.state.free',
};

export const TABLE_STATE_BADGE: Record<TableState, string> = {
  closed: 'badge--off',
  openOrder: 'badge--warn',
  seated: '',
  free: 'badge--ok',
};

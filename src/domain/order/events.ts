import type { DomainEvent } from '../event.ts';
import type { Order } from '../model/order.ts';

export type OrderPlacementStarted = DomainEvent<'OrderPlacementStarted', Record<string, never>>;
/**
 * A new order, or a new round appended to the table's active order (`addedRound`; absent in logs
 * recorded before it was told apart, which read as a new order).
 */
export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  { readonly order: Order; readonly submitterName: string; readonly addedRound?: boolean }
>;
export type OrderPlacementFailed = DomainEvent<
  'OrderPlacementFailed',
  { readonly code: number | null; readonly message: string }
>;
/** The table's active order as the server has it; null when the table has none. */
export type PlacedOrderLoaded = DomainEvent<'PlacedOrderLoaded', { readonly order: Order | null }>;

export type OrderEvent =
  OrderPlacementStarted | OrderPlaced | OrderPlacementFailed | PlacedOrderLoaded;

export const orderEventTypes = [
  'OrderPlacementStarted',
  'OrderPlaced',
  'OrderPlacementFailed',
  'PlacedOrderLoaded',
] as const satisfies readonly OrderEvent['type'][];

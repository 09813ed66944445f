import type { OrderItem, OrderItemModifier } from '../model/order.ts';

/** The modifier facts that decide merging (spec §4): which product, and how many of it. */
export type ModifierChoice = Pick<OrderItemModifier, 'modifierProductId' | 'quantity'>;

/** What a line is keyed by; a saved OrderItem and a NewCartLine both fit. */
export interface MergeKeySource extends Pick<OrderItem, 'productId' | 'categoryId' | 'notes'> {
  readonly orderItemModifiers: readonly ModifierChoice[];
}

declare const mergeKeyBrand: unique symbol;
/** Two lines with the same key are the same dish and merge; built only by mergeKeyOf. */
export type MergeKey = string & { readonly [mergeKeyBrand]: true };

/** Modifiers with no quantity are not chosen at all (spec §5). */
export function cleanModifiers<M extends ModifierChoice>(modifiers: readonly M[]): M[] {
  return modifiers.filter((modifier) => modifier.quantity > 0);
}

type Choice = readonly [productId: string, quantity: number];

function compareChoices([idA, qtyA]: Choice, [idB, qtyB]: Choice): number {
  if (idA !== idB) {
    return idA < idB ? -1 : 1;
  }
  return qtyA - qtyB;
}

/**
 * Modifiers form a multiset: order never matters, repeats do. Notes are compared exactly because
 * the kitchen reads them verbatim. JSON keeps ids and notes from running into each other.
 */
export function mergeKeyOf(line: MergeKeySource): MergeKey {
  const choices = cleanModifiers(line.orderItemModifiers)
    .map((m): Choice => [m.modifierProductId, m.quantity])
    .sort(compareChoices);
  return JSON.stringify([line.productId, line.categoryId, line.notes, choices]) as MergeKey;
}

import { cleanModifiers } from '../../src/domain/cart/merge.ts';
import { withoutDirectionControls } from '../../src/domain/validation/notes.ts';

/**
 * A condiment as a diner picks it: which one (condiments carry no id on the wire, so the menu
 * price names it) and how many. Its price and coefficient are the menu's (resolve-line.ts).
 */
export interface CondimentChoice {
  /** The menu's id of the condiment; without it (older clients) the price names it. */
  readonly condimentId?: string | undefined;
  readonly price: number;
  readonly quantity: number;
}

/**
 * What a diner decides about a line, and all the server takes from a client: which product, how
 * many, the notes, the modifiers by product and quantity, the condiments, and for weighed dishes
 * the weight (an estimate the staff confirm). Prices, condiment coefficients, names and modes
 * always come from the menu (resolve-line.ts).
 */
export interface LineChoice {
  readonly id: string;
  readonly productId: string;
  readonly quantity: number;
  readonly notes: string;
  readonly sort: number;
  readonly modifiers: readonly {
    readonly modifierProductId: string;
    readonly quantity: number;
    readonly condiments: readonly CondimentChoice[];
  }[];
  readonly condiments: readonly CondimentChoice[];
  readonly salesUnitFactorList: readonly number[];
}

/** A line as the client (or the cart's own store) holds it, reduced to the choice it records. */
export interface ChoiceSource {
  readonly id?: string | undefined;
  readonly productId: string;
  readonly quantity: number;
  readonly notes?: string | undefined;
  readonly sort?: number | undefined;
  readonly orderItemModifiers?:
    | readonly {
        readonly modifierProductId: string;
        readonly quantity: number;
        readonly condiments?: readonly CondimentChoice[] | undefined;
      }[]
    | undefined;
  readonly condiments?: readonly CondimentChoice[] | undefined;
  readonly salesUnitFactorList?: readonly number[] | undefined;
}

export const choiceOf = (line: ChoiceSource): LineChoice => ({
  id: line.id ?? '0',
  productId: line.productId,
  quantity: line.quantity,
  notes: withoutDirectionControls(line.notes ?? ''),
  sort: line.sort ?? 0,
  modifiers: cleanModifiers(line.orderItemModifiers ?? []).map((modifier) => ({
    modifierProductId: modifier.modifierProductId,
    quantity: modifier.quantity,
    condiments: modifier.condiments ?? [],
  })),
  // Only which condiment and how many: a coefficient the client sent is dropped here.
  condiments: (line.condiments ?? [])
    .filter((condiment) => condiment.quantity > 0)
    .map(({ condimentId, price, quantity }) => ({ condimentId, price, quantity })),
  salesUnitFactorList: line.salesUnitFactorList ?? [],
});

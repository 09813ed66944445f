import type { NewCartLine } from '../../domain/cart/merge.ts';
import { newOrderItem } from '../../domain/cart/merge-new-line.ts';
import { ItemType, SalesUnitType } from '../../domain/model/enums.ts';
import type { MenuModifierGroup, MenuProduct } from '../../domain/model/menu.ts';
import { isGroupFull as isFull } from '../../domain/cart/line-limits.ts';
import { itemTotal } from '../../domain/pricing/item-total.ts';
import {
  GRAMS_PER_WEIGHT_UNIT,
  gramsOfFactors,
  MAX_WEIGHT_GRAMS,
} from '../../domain/pricing/weight.ts';
import { pointsTotal } from '../../domain/pricing/points.ts';

/** What the diner has picked in the product sheet so far: view state, not yet a cart line. */
export interface ProductChoice {
  /** Chosen option ids (modifierProductId) per modifier group id. */
  readonly options: Readonly<Record<string, readonly string[]>>;
  readonly condiments: readonly string[];
  readonly notes: string;
  readonly quantity: number;
  /** Weighed dishes: the portion asked for, in the product's price units. */
  readonly weight: number;
}

/** The heaviest estimate the sheet offers, in weight units (the POS takes up to 5 kg). */
export const MAX_WEIGHT = MAX_WEIGHT_GRAMS / GRAMS_PER_WEIGHT_UNIT;

/** The weight a line asks for, in grams; 0 for dishes sold by the piece. */
export const gramsOf = (
  item: Pick<NewCartLine, 'salesUnitType' | 'salesUnitFactorList'>,
): number =>
  item.salesUnitType === SalesUnitType.Weight ? gramsOfFactors(item.salesUnitFactorList) : 0;

export const isWeighed = (product: MenuProduct): boolean =>
  product.salesUnitType === SalesUnitType.Weight;

/** The kitchen's usual portion is the estimate a weighed dish starts from (docs/api). */
const usualWeight = (product: MenuProduct): number =>
  product.salesUnitFactorList.reduce((sum, factor) => sum + factor, 0) || 1;

export const initialChoice = (product: MenuProduct): ProductChoice => ({
  options: {},
  condiments: [],
  notes: '',
  quantity: 1,
  weight: usualWeight(product),
});

export const chosenIn = (choice: ProductChoice, group: MenuModifierGroup): readonly string[] =>
  choice.options[group.id] ?? [];

/** max 0 means no limit; a pick-one group swaps its choice instead of refusing a second. */
export const toggleOption = (
  choice: ProductChoice,
  group: MenuModifierGroup,
  optionId: string,
): ProductChoice => {
  const chosen = chosenIn(choice, group);
  let next: readonly string[];
  if (chosen.includes(optionId)) next = chosen.filter((id) => id !== optionId);
  else if (group.max === 1) next = [optionId];
  else if (group.max > 0 && chosen.length >= group.max) return choice;
  else next = [...chosen, optionId];
  return { ...choice, options: { ...choice.options, [group.id]: next } };
};

export const toggleCondiment = (choice: ProductChoice, condimentId: string): ProductChoice => ({
  ...choice,
  condiments: choice.condiments.includes(condimentId)
    ? choice.condiments.filter((id) => id !== condimentId)
    : [...choice.condiments, condimentId],
});

/** A group that may take no more: its unchosen options are shown disabled. */
export const isGroupFull = (choice: ProductChoice, group: MenuModifierGroup): boolean =>
  isFull(group, chosenIn(choice, group).length);

/** Groups whose minimum is not met yet: the sheet names them instead of adding. */
export const missingGroups = (
  product: MenuProduct,
  choice: ProductChoice,
): readonly MenuModifierGroup[] =>
  product.modifierGroups.filter((group) => chosenIn(choice, group).length < group.min);

/** The line the cart gets: names, prices and modes come from the menu, choices from the diner. */
export const lineOf = (product: MenuProduct, choice: ProductChoice): NewCartLine => ({
  productId: product.id,
  menuId: product.menuId,
  categoryId: product.categoryId,
  menuName: product.name,
  categoryName: product.categoryName,
  price: product.price,
  originalPrice: product.price,
  quantity: choice.quantity,
  notes: choice.notes.trim(),
  condiments: product.condiments
    .filter((condiment) => choice.condiments.includes(condiment.id))
    .map((condiment) => ({
      condimentId: condiment.id,
      price: condiment.price,
      coefficient: 1,
      quantity: 1,
    })),
  salesUnitType: product.salesUnitType,
  salesUnitFactorList: isWeighed(product) ? [choice.weight] : product.salesUnitFactorList,
  mode: product.mode,
  pointsPrice: product.pointsPrice,
  isTaxFree: product.isTaxFree,
  orderItemModifiers: product.modifierGroups.flatMap((group) =>
    group.options
      .filter((option) => chosenIn(choice, group).includes(option.modifierProductId))
      .map((option) => ({
        modifierProductId: option.modifierProductId,
        quantity: 1,
        price: option.price,
        condiments: [],
      })),
  ),
});

/** What the line will cost, priced by the same domain rule as the cart and the POS. */
export const priceOf = (
  product: MenuProduct,
  choice: ProductChoice,
): { readonly money: number; readonly points: number } => {
  const item = newOrderItem(lineOf(product, choice), 1, ItemType.Normal);
  return { money: itemTotal(item), points: pointsTotal(item) };
};

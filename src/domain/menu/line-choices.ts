import type { Locale } from '../model/enums.ts';
import type { OrderItem } from '../model/order.ts';
import { localName, type MenuIndex } from './menu-index.ts';

export interface LineChoices {
  /** The dish in the language asked for; the line's own name when the menu no longer has it. */
  readonly name: string;
  /** Options ("Mild", "Extra egg ×2") then condiments, in the language asked for. */
  readonly choices: readonly string[];
  /** Choices the menu no longer names (a dish taken off the shelf or an option deleted since). */
  readonly unnamed: number;
}

/** What was chosen with a line, as the cart, the order and the kitchen ticket all list it. */
export const lineChoices = (item: OrderItem, menu: MenuIndex, locale: Locale): LineChoices => {
  const product = menu.product(item.productId);
  const named: (string | null)[] = [
    ...item.orderItemModifiers.map((modifier) => {
      const option = menu.option(item.productId, modifier.modifierProductId);
      if (option === undefined) return null;
      const label = localName(option, locale);
      return modifier.quantity > 1 ? `${label} ×${modifier.quantity}` : label;
    }),
    ...item.condiments.map((condiment) => {
      const found = menu.condiment(item.productId, condiment);
      return found === undefined ? null : localName(found, locale);
    }),
  ];
  const choices = named.filter((label): label is string => label !== null && label !== '');
  return {
    name: product === undefined ? item.menuName : localName(product, locale),
    choices,
    unnamed: named.length - choices.length,
  };
};

import type { DietaryFacts, DietaryFactsOnWire } from './dietary.ts';
import type { ItemMode, SalesUnitType } from './enums.ts';
import type { Id } from './ids.ts';

/**
 * The menu as the POS serves it (docs/api/merchant-menu-tables.md). Products become order items
 * through the cart (NewCartLine), so field names follow OrderItem. Both locales travel in every
 * name, so a language switch needs no refetch.
 */
export interface LocalizedText {
  readonly 'en-US': string;
  readonly 'zh-TW': string;
}

interface Named {
  readonly name: string;
  readonly nameI18n: LocalizedText;
}

export interface MenuModifierOption extends Named {
  readonly modifierProductId: Id;
  readonly price: number;
}

export interface MenuModifierGroup extends Named {
  readonly id: Id;
  /** How many options a diner must / may pick; max 0 means no limit. */
  readonly min: number;
  readonly max: number;
  readonly options: readonly MenuModifierOption[];
}

export interface MenuCondiment extends Named {
  readonly id: Id;
  readonly price: number;
}

/** Dietary facts (model/dietary.ts) are optional keys: absent means the POS does not state them. */
export interface MenuProduct extends Named, DietaryFacts {
  readonly id: Id;
  readonly categoryId: Id;
  readonly menuId: Id;
  readonly description: string;
  readonly descriptionI18n: LocalizedText;
  readonly categoryName: string;
  readonly price: number;
  readonly img: string;
  readonly mode: ItemMode;
  readonly salesUnitType: SalesUnitType;
  readonly salesUnitFactorList: readonly number[];
  readonly pointsPrice: number;
  readonly isTaxFree: boolean;
  readonly soldOut: boolean;
  readonly modifierGroups: readonly MenuModifierGroup[];
  readonly condiments: readonly MenuCondiment[];
  readonly sort: number;
  /**
   * What search matches besides the names: the POS's search words (lower-cased names and
   * aliases such as "xlb"), so the app answers a search from the menu it holds (menu/search.ts).
   */
  readonly searchText?: string;
}

export interface MenuCategory<P = MenuProduct> extends Named {
  readonly id: Id;
  readonly menuId: Id;
  readonly sort: number;
  readonly products: readonly P[];
}

/** A product as the reference POS sends it: each dietary fact given, null when not stated. */
export interface MenuProductOnWire
  extends Omit<MenuProduct, keyof DietaryFacts>, DietaryFactsOnWire {}

import { ItemMode, SalesUnitType } from '../../src/domain/model/enums.ts';

export interface Text {
  readonly en: string;
  readonly zh: string;
}

export interface DemoOption {
  readonly modifierProductId: string;
  readonly name: Text;
  readonly price: number;
}

export interface DemoGroup {
  readonly id: string;
  readonly name: Text;
  readonly min: number;
  readonly max: number;
  readonly options: readonly DemoOption[];
}

export interface DemoCondiment {
  readonly id: string;
  readonly name: Text;
  readonly price: number;
}

export interface DemoProduct {
  readonly id: string;
  readonly name: Text;
  readonly description: Text;
  readonly price: number;
  /** `{shape}-{palette}`: served as /images/{image}.svg. */
  readonly image: string;
  readonly mode: ItemMode;
  readonly salesUnitType: SalesUnitType;
  readonly factors: readonly number[];
  readonly pointsPrice: number;
  readonly soldOut: boolean;
  readonly offShelf: boolean;
  readonly groups: readonly DemoGroup[];
  readonly condiments: readonly DemoCondiment[];
  /** Other names diners search by (romanisations, nicknames), lower case. */
  readonly aliases: string;
}

export interface DemoCategory {
  readonly id: string;
  readonly name: Text;
  readonly products: readonly DemoProduct[];
}

export const text = (en: string, zh: string): Text => ({ en, zh });

type Extras = Partial<Omit<DemoProduct, 'id' | 'name' | 'description' | 'price' | 'image'>>;

/** A dish of the demo menu; most are plain, priced per piece, with nothing to choose. */
export const dish = (
  id: number,
  name: Text,
  description: Text,
  price: number,
  image: string,
  extras: Extras = {},
): DemoProduct => ({
  id: String(id),
  name,
  description,
  price,
  image,
  mode: ItemMode.Normal,
  salesUnitType: SalesUnitType.Piece,
  factors: [],
  pointsPrice: 0,
  soldOut: false,
  offShelf: false,
  groups: [],
  condiments: [],
  aliases: '',
  ...extras,
});

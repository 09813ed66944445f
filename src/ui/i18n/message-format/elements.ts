/**
 * A message as the build ships it: the ICU tree of @formatjs/icu-messageformat-parser (its `TYPE`
 * numbers), limited to the forms the catalogues use. `catalogue-forms.test.ts` keeps every
 * catalogue inside these forms, and the numbers equal to the parser's.
 */
export const ElementType = {
  literal: 0,
  argument: 1,
  number: 2,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

export interface LiteralElement {
  readonly type: typeof ElementType.literal;
  readonly value: string;
}
export interface ArgumentElement {
  readonly type: typeof ElementType.argument;
  readonly value: string;
}
/** `{points, number}`: the language's own digits and grouping (no style or skeleton). */
export interface NumberElement {
  readonly type: typeof ElementType.number;
  readonly value: string;
  readonly style?: null;
}
export interface Option {
  readonly value: readonly MessageElement[];
}
export interface SelectElement {
  readonly type: typeof ElementType.select;
  readonly value: string;
  readonly options: Readonly<Record<string, Option>>;
}
export interface PluralElement {
  readonly type: typeof ElementType.plural;
  readonly value: string;
  readonly options: Readonly<Record<string, Option>>;
  readonly offset: number;
  readonly pluralType: 'cardinal' | 'ordinal';
}
/** `#` inside a plural: its number, less the offset. */
export interface PoundElement {
  readonly type: typeof ElementType.pound;
}
/** `<b>…</b>`: its value is a function of the formatted children (the staff console's markup). */
export interface TagElement {
  readonly type: typeof ElementType.tag;
  readonly value: string;
  readonly children: readonly MessageElement[];
}

export type MessageElement =
  | LiteralElement
  | ArgumentElement
  | NumberElement
  | SelectElement
  | PluralElement
  | PoundElement
  | TagElement;

/** A catalogue as the app holds it: each message's tree. */
export type CompiledCatalogue<Id extends string> = Readonly<Record<Id, readonly MessageElement[]>>;

/**
 * A catalogue imported as JSON, which TypeScript types as its text: the compiled-messages plugin
 * (tools/build/compiled-messages.ts) turns every catalogue into trees in a build and in the dev
 * server, so what arrives is trees. Tests read the text and compile it themselves.
 */
export const compiled = <Id extends string>(
  catalogue: Readonly<Record<Id, string>>,
): CompiledCatalogue<Id> => catalogue as unknown as CompiledCatalogue<Id>;

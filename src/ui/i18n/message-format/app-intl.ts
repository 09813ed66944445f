import type { CompiledCatalogue, MessageElement } from './elements.ts';
import { formatParts, type MessageValues } from './format-parts.ts';
import { dateTimeFormat, listFormat, numberFormat } from './intl-cache.ts';

/**
 * One language's words and formats: what the screens ask of it. The names are react-intl's,
 * which this replaced (the first view's JavaScript lost its ~7 KB; docs/decisions.md).
 */
export interface AppIntl<Id extends string> {
  readonly locale: string;
  /** The message as text; values are words and numbers. */
  readonly formatMessage: (
    descriptor: { readonly id: Id },
    values?: Readonly<Record<string, string | number>>,
  ) => string;
  /** The message with its markup made by the values' functions (`<b>…</b>`). */
  readonly formatMessageParts: <Node>(
    descriptor: { readonly id: Id },
    values?: MessageValues<Node>,
  ) => (string | Node)[];
  readonly formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  readonly formatDate: (
    value: Date | number | string,
    options?: Intl.DateTimeFormatOptions,
  ) => string;
  /** The hour and minute unless other options say what to show. */
  readonly formatTime: (
    value: Date | number | string,
    options?: Intl.DateTimeFormatOptions,
  ) => string;
  readonly formatList: (items: readonly string[], options?: Intl.ListFormatOptions) => string;
}

const asDate = (value: Date | number | string): Date =>
  value instanceof Date ? value : new Date(value);

/**
 * A message missing from the catalogue, or a value it names that was not given, is said in the
 * console and shown as its id: a screen goes on, and a test that watches the console fails.
 */
const orId = <T>(id: string, format: () => T, fallback: (id: string) => T): T => {
  try {
    return format();
  } catch (error) {
    console.error(`message ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback(id);
  }
};

export const createAppIntl = <Id extends string>(
  locale: string,
  messages: CompiledCatalogue<Id> | undefined,
): AppIntl<Id> => {
  const elementsOf = (id: Id): readonly MessageElement[] => {
    const elements = messages?.[id];
    if (elements === undefined) throw new Error('not in the catalogue');
    return elements;
  };
  return {
    locale,
    formatMessage: ({ id }, values) =>
      orId(
        id,
        () => formatParts<never>(locale, elementsOf(id), values).join(''),
        (fallback) => fallback,
      ),
    formatMessageParts: ({ id }, values) =>
      orId(
        id,
        () => formatParts(locale, elementsOf(id), values),
        (fallback) => [fallback],
      ),
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) => dateTimeFormat(locale, options).format(asDate(value)),
    formatTime: (value, options) =>
      dateTimeFormat(locale, options ?? { hour: 'numeric', minute: 'numeric' }).format(
        asDate(value),
      ),
    formatList: (items, options) => listFormat(locale, options).format(items),
  };
};

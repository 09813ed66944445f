/**
 * The browser's Intl formatters, made once per language and options: making one costs far more
 * than using it, and a screen formats hundreds of prices.
 */
const made = new Map<string, unknown>();

const once = <T>(kind: string, locale: string, options: object | undefined, make: () => T): T => {
  const key = `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  const found = made.get(key);
  if (found !== undefined) return found as T;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
};

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  once('plural', locale, options, () => new Intl.PluralRules(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

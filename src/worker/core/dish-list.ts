import type { Locale } from '../../domain/model/enums.ts';

/** Dishes named in one toast, as the diner's language lists them: "Tea, Rice and Soup". */
export const dishList = (locale: Locale, names: readonly string[]): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import enUS from '../../../../locales/dietary/en-US.json';
import zhTW from '../../../../locales/dietary/zh-TW.json';
import type { Allergen } from '../../../domain/model/dietary.ts';
import { Locale } from '../../../domain/model/enums.ts';
import type { MessageId, Messages } from '../../i18n/messages.ts';

/** Every message id of the dietary catalogue, typed from its source: a typo does not compile. */
export type DietaryMessageId = keyof typeof enUS;

/**
 * The menu's dietary words are their own small catalogue (locales/dietary, docs/dietary.md):
 * only the menu, search and product sheet use them, so they come with those pages' code, both
 * languages (about 1 KB gzipped), and the QR landing's first view never carries them.
 */
const catalogues = { [Locale.EnUS]: enUS, [Locale.ZhTW]: zhTW } as const;
const cache = createIntlCache();

export const allergenName: Readonly<Record<Allergen, DietaryMessageId>> = {
  gluten: 'allergen.gluten',
  peanuts: 'allergen.peanuts',
  treeNuts: 'allergen.treeNuts',
  shellfish: 'allergen.shellfish',
  fish: 'allergen.fish',
  dairy: 'allergen.dairy',
  egg: 'allergen.egg',
  soy: 'allergen.soy',
  sesame: 'allergen.sesame',
};

export interface DietaryText {
  readonly t: (id: DietaryMessageId, values?: Record<string, string | number>) => string;
  /** Allergens as the language lists them: "gluten, soy and sesame", 「麩質、大豆和芝麻」. */
  readonly allergens: (codes: readonly Allergen[]) => string;
}

/** In the language on screen (the app's catalogue decides it, so the two never differ). */
export const useDietaryText = (): DietaryText => {
  const { locale } = useIntl();
  return useMemo(() => {
    const shown = locale === Locale.ZhTW ? Locale.ZhTW : Locale.EnUS;
    // react-intl types message ids once for the program, as the app catalogue's
    // (i18n/messages.ts); these are checked as DietaryMessageId instead.
    const messages = catalogues[shown] as unknown as Messages;
    const intl = createIntl({ locale: shown, messages }, cache);
    const t = (id: DietaryMessageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: id as unknown as MessageId }, values);
    return {
      t,
      allergens: (codes) =>
        intl.formatList(
          codes.map((code) => t(allergenName[code])),
          { type: 'conjunction' },
        ),
    };
  }, [locale]);
};

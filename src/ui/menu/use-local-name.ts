import { localName, localText } from '../../domain/menu/menu-index.ts';
import type { LocalizedText } from '../../domain/model/menu.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';

interface Named {
  readonly name: string;
  readonly nameI18n: LocalizedText;
}

/** Menu text in the page's language; the POS's own text when that language was left blank. */
export const useLocalText = (): ((text: LocalizedText, fallback: string) => string) => {
  const { locale } = useRouteInfo();
  return (text, fallback) => localText(text, fallback, locale);
};

export const useLocalName = (): ((named: Named) => string) => {
  const { locale } = useRouteInfo();
  return (named) => localName(named, locale);
};

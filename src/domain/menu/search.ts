import type { MenuCategory, MenuProduct } from '../model/menu.ts';

/** The longest keyword searched, in characters (the server refuses longer ones). */
export const MAX_KEYWORD_LENGTH = 100;
/** Search answers the first this many matches, in menu order. */
export const MAX_SEARCH_RESULTS = 50;

/**
 * What a diner typed, as search compares it: full-width forms folded (NFKC, so "ｎｏｏｄｌｅ" finds
 * "noodle"), runs of spaces collapsed, ends trimmed, lower-cased. The server's search and the
 * app's own answer with the same rule.
 */
export const normaliseKeyword = (raw: string): string =>
  raw.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Hyphens and dashes read as spaces: "dan-dan" finds "Dan dan noodles", and back. */
const DASHES = /[-‐‑‒–—]/g;

/**
 * The words a normalised keyword is searched by: a dish matches when its texts hold every one,
 * in any order ("pork dumpling" finds "Pork & chive dumplings").
 */
export const keywordWords = (keyword: string): readonly string[] =>
  keyword
    .replace(DASHES, ' ')
    .split(' ')
    .filter((word) => word !== '');

/**
 * The words an English plural may stand for, as search looks for them: "noodles" for "noodle",
 * "tomatoes" for "tomato", "berries" for "berry". Only a word of four letters or more ending in
 * "s", not "ss" ("glass"); null for any other.
 */
const singularStems = (word: string): readonly string[] | null => {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return null;
  const stems = [word.slice(0, -1)];
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('ies')) stems.push(`${word.slice(0, -3)}y`);
  return stems;
};

const literally = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);

/** Characters a Latin word is made of: a word of them is found only where a word starts. */
const LATIN_WORD_START = /^[a-z0-9]/;

/**
 * The pattern a keyword word is looked for by, as a regular expression both the app's search and
 * the server's (PostgreSQL's `~`) read alike: a Latin word where a word of the dish's texts starts
 * ("tea" finds "Milk tea", not "Steamed rice"), any other (Chinese has no spaces between words)
 * anywhere; an English plural finds its singular too, as a whole word. Every other character is
 * taken literally.
 */
export const wordPattern = (word: string): string => {
  if (!LATIN_WORD_START.test(word)) return literally(word);
  const stems = singularStems(word);
  // A plural is a whole word, singular or plural: "eggs" finds "Egg tart", not "Eggplant".
  return stems === null
    ? `(^|[^a-z0-9])${literally(word)}`
    : `(^|[^a-z0-9])(${stems.map(literally).join('|')})(es|s)?($|[^a-z0-9])`;
};

/** A dish's texts as words are looked for in them (lower-cased, dashes as spaces). */
export const searchableText = (text: string): string => text.toLowerCase().replace(DASHES, ' ');

// A keyword never holds a line break (normalised above), so one never matches across two texts.
const SEPARATOR = '\n';

/** What search reads of a dish (the app's menu product, or the server's as sent). */
type Searchable = Pick<MenuProduct, 'nameI18n' | 'searchText'>;

export interface MenuSearchIndex<P extends Searchable = MenuProduct> {
  /**
   * The dishes a keyword (as typed) finds: every dish whose English and Chinese names and search
   * words (the POS's lower-cased names and aliases) hold each of its words; the first
   * MAX_SEARCH_RESULTS in menu order. Nothing for a keyword empty after normalising.
   */
  readonly find: (keyword: string) => readonly P[];
}

/**
 * The menu's texts as search compares them, lower-cased once per menu, so each keystroke is one
 * pattern test a dish and word (GET /api/member/merchant/search's rule, answered without a request).
 */
const buildIndex = <P extends Searchable>(
  categories: readonly MenuCategory<P>[],
): MenuSearchIndex<P> => {
  const products: P[] = [];
  const texts: string[] = [];
  for (const category of categories)
    for (const product of category.products) {
      products.push(product);
      texts.push(
        searchableText(
          [product.nameI18n['en-US'], product.nameI18n['zh-TW'], product.searchText ?? ''].join(
            SEPARATOR,
          ),
        ),
      );
    }
  return {
    find: (raw) => {
      const words = keywordWords(normaliseKeyword(raw)).map(
        (word) => new RegExp(wordPattern(word)),
      );
      if (words.length === 0) return [];
      const found: P[] = [];
      for (let index = 0; index < texts.length && found.length < MAX_SEARCH_RESULTS; index++) {
        const text = texts[index] ?? '';
        if (words.every((word) => word.test(text))) found.push(products[index] as P);
      }
      return found;
    },
  };
};

const indexes = new WeakMap<object, MenuSearchIndex<Searchable>>();

/** The search index of a menu, built once per menu (the read model's categories, by identity). */
export const menuSearchIndex = <P extends Searchable = MenuProduct>(
  categories: readonly MenuCategory<P>[],
): MenuSearchIndex<P> => {
  // Kept by the categories' identity, so what it holds are these categories' products.
  const known = indexes.get(categories) as MenuSearchIndex<P> | undefined;
  if (known !== undefined) return known;
  const index = buildIndex(categories);
  indexes.set(categories, index);
  return index;
};

import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { aMenuProduct, names } from './menu.fixture.ts';
import { MAX_SEARCH_RESULTS, menuSearchIndex, normaliseKeyword } from './search.ts';

const dish = (id: string, en: string, zh: string, searchText?: string): MenuProduct =>
  aMenuProduct({
    id,
    ...names(en, zh),
    ...(searchText === undefined ? {} : { searchText }),
  });

const category = (id: string, products: readonly MenuProduct[]): MenuCategory => ({
  id,
  menuId: '1',
  ...names(`Category ${id}`),
  sort: Number(id),
  products,
});

const menu: readonly MenuCategory[] = [
  category('1', [
    dish(
      '11',
      'Pork & chive dumplings (10)',
      '韭菜豬肉水餃（10 顆）',
      'pork & chive dumplings (10) 韭菜豬肉水餃（10 顆） jiaozi',
    ),
    dish(
      '12',
      'Soup dumplings (6)',
      '小籠包（6 顆）',
      'soup dumplings (6) 小籠包（6 顆） xiao long bao xlb',
    ),
  ]),
  category('2', [
    dish('21', 'Braised beef noodle soup', '紅燒牛肉麵'),
    dish('22', '50% off_Tea\\', '半價茶'),
  ]),
];
const ids = (keyword: string, categories = menu) =>
  menuSearchIndex(categories)
    .find(keyword)
    .map((product) => product.id);

describe('normaliseKeyword', () => {
  it('folds full-width forms, collapses and trims spaces, lower-cases', () => {
    expect(normaliseKeyword('  Beef \t  NOODLE ')).toBe('beef noodle');
    expect(normaliseKeyword('ｎｏｏｄｌｅ')).toBe('noodle');
  });
});

describe('the menu search index (the server search rule)', () => {
  it('finds English names ignoring case and surrounding spaces, in menu order', () => {
    expect(ids('  DUMPLINGS ')).toEqual(['11', '12']);
    expect(ids('ｎｏｏｄｌｅ')).toEqual(['21']);
  });

  it('finds Chinese names and the POS search words (aliases)', () => {
    expect(ids('牛肉')).toEqual(['21']);
    expect(ids('水餃')).toEqual(['11']);
    expect(ids('xlb')).toEqual(['12']);
    expect(ids('jiaozi')).toEqual(['11']);
  });

  it('takes %, _ and \\ literally', () => {
    expect(ids('%')).toEqual(['22']);
    expect(ids('_')).toEqual(['22']);
    expect(ids('\\')).toEqual(['22']);
    expect(ids('pork_')).toEqual([]);
    expect(ids('pork & chive')).toEqual(['11']);
  });

  it('finds a dish by each word, in any order and in either name; never by a run across two', () => {
    // Each word anywhere in the dish's texts: "soup" in the English name, 紅 in the Chinese one.
    expect(ids('soup 紅')).toEqual(['21']);
    expect(ids('chive pork')).toEqual(['11']);
    // One word is one run of text: "soup紅" is in neither name.
    expect(ids('soup紅')).toEqual([]);
    // The POS's search words join them with a space, and the server's LIKE matches there too.
    expect(ids('(10) 韭菜')).toEqual(['11']);
  });

  it('finds a dish by the plural of a word its name has in the singular, and back', () => {
    expect(ids('noodles')).toEqual(['21']);
    expect(ids('soups')).toEqual(['12', '21']);
    expect(ids('dumpling')).toEqual(['11', '12']);
    expect(ids('Teas')).toEqual(['22']);
    // Not every final "s" makes a plural, and a short word keeps it.
    expect(ids('dumplingss')).toEqual([]);
    expect(ids('xlbs')).toEqual(['12']);
    expect(ids('ps')).toEqual([]);
  });

  it('takes a plural as a whole word: "eggs" finds egg dishes, not eggplant', () => {
    const produce = [
      category('3', [
        dish('31', 'Egg tart', '蛋塔'),
        dish('32', 'Eggplant with garlic', '魚香茄子'),
        dish('33', 'Tomato and egg stir fry', '番茄炒蛋'),
        dish('34', 'Mixed berry tea', '綜合莓果茶'),
      ]),
    ];
    expect(ids('eggs', produce)).toEqual(['31', '33']);
    expect(ids('egg', produce)).toEqual(['31', '32', '33']);
    expect(ids('tomatoes', produce)).toEqual(['33']);
    expect(ids('berries', produce)).toEqual(['34']);
    expect(ids('fries', produce)).toEqual(['33']);
  });

  it('answers nothing for a keyword empty after normalising', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('answers the first 50 matches in menu order', () => {
    const many = [
      category(
        '1',
        Array.from({ length: 80 }, (_, index) => dish(String(1000 + index), `Tea ${index}`, '茶')),
      ),
    ];
    const found = ids('tea', many);
    expect(found).toHaveLength(MAX_SEARCH_RESULTS);
    expect(found[0]).toBe('1000');
    expect(found.at(-1)).toBe('1049');
  });

  it('is built once per menu', () => {
    expect(menuSearchIndex(menu)).toBe(menuSearchIndex(menu));
    expect(menuSearchIndex([...menu])).not.toBe(menuSearchIndex(menu));
  });
});

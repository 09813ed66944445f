import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSearchIndex } from '../../src/domain/menu/search.ts';
import type { MenuCategory, MenuProductOnWire } from '../../src/domain/model/menu.ts';
import { seedBigMenu } from '../demo/big-menu.ts';
import { seedDemo } from '../demo/seed.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/**
 * The app answers search from the menu it holds (src/domain/menu/search.ts). This holds it to
 * the server's search, keyword by keyword, over the demo menu and 600 more dishes (the big-menu bench's): the same
 * dishes, in the same order, both languages, aliases and punctuation.
 */
let server: TestServer;
let categories: MenuCategory<MenuProductOnWire>[];
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDemo(db);
      await db.transaction((tx) => seedBigMenu(tx, 600));
    },
  });
  const menu = await call<MenuCategory<MenuProductOnWire>[]>(
    server.baseUrl,
    'GET',
    '/api/member/merchant/products-by-categories?merchantId=1001',
  );
  categories = menu.body.data;
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const serverIds = async (keyword: string) =>
  (
    await call<MenuProductOnWire[]>(
      server.baseUrl,
      'GET',
      `/api/member/merchant/search?merchantId=1001&keyword=${encodeURIComponent(keyword)}`,
    )
  ).body.data.map((product) => product.id);

/** Keywords a diner might type: pieces of every tenth dish's names and search words. */
const keywordsFrom = (all: readonly MenuCategory<MenuProductOnWire>[]): string[] => {
  const keywords = new Set([
    'noodle',
    'NOODLE',
    'ｎｏｏｄｌｅ',
    '  pork   ribs ',
    '牛肉',
    '水餃',
    'xlb',
    'boba',
    'jiaozi',
    '餃子',
    '%',
    '_',
    '\\',
    "'",
    '&',
    '(',
    ')',
    '（',
    'a',
    'e',
    ' ',
    '麵',
    '2',
    'soup 紅',
    'fried rice 2',
    'taiwanese oyster',
    '台式蚵仔',
    'wu hua rou',
    'da chang',
    'sold',
    'zzz',
  ]);
  const products = all.flatMap((category) => category.products);
  for (const [index, product] of products.entries()) {
    if (index % 10 !== 0) continue;
    const en = product.nameI18n['en-US'];
    const zh = product.nameI18n['zh-TW'];
    keywords.add(en.slice(index % 7, (index % 7) + 6));
    keywords.add(zh.slice(index % 3, (index % 3) + 2));
    keywords.add(en.split(' ').at(-1) ?? '');
    keywords.add((product.searchText ?? '').slice(-5));
  }
  return [...keywords];
};

describe('search answered from the menu', () => {
  it('finds the dumplings by the everyday Chinese word, which is not in their names', async () => {
    const ids = (await serverIds('餃子')).map(String);
    expect(ids).toEqual(expect.arrayContaining(['5001', '5002', '5003']));
    expect(
      menuSearchIndex(categories)
        .find('餃子')
        .map((product) => String(product.id)),
    ).toEqual(ids);
  });

  it('finds exactly what the server finds, keyword by keyword', async () => {
    expect(categories.flatMap((category) => category.products).length).toBeGreaterThan(600);
    const index = menuSearchIndex(categories);
    const keywords = keywordsFrom(categories);
    expect(keywords.length).toBeGreaterThan(150);
    let found = 0;
    for (const keyword of keywords) {
      const local = index.find(keyword).map((product) => product.id);
      expect(local, keyword).toEqual(await serverIds(keyword));
      found += local.length;
    }
    // The keywords find things, not only nothing.
    expect(found).toBeGreaterThan(500);
  }, 120_000);
});

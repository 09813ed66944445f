import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../demo/facts.ts';
import { seedDemo } from '../demo/seed.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import type { MenuCategory, MenuProduct } from './present.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const menu = (query: string, locale = 'en-US', merchantId?: string) =>
  call<MenuCategory[]>(
    server.baseUrl,
    'GET',
    `/api/member/merchant/products-by-categories${query}`,
    {
      locale,
      merchantId,
    },
  );

const find = (categories: readonly MenuCategory[], id: string): MenuProduct | undefined =>
  categories.flatMap((category) => category.products).find((product) => String(product.id) === id);

describe('GET /api/member/merchant/products-by-categories', () => {
  it('goes out brotli- or gzip-compressed when the browser takes it (issue 18)', async () => {
    const url = `${server.baseUrl}/api/member/merchant/products-by-categories?merchantId=1001`;
    const as = async (acceptEncoding: string) => {
      const reply = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
      return { encoding: reply.headers.get('content-encoding'), body: await reply.json() };
    };
    const [br, gzip, identity] = await Promise.all([as('br'), as('gzip'), as('identity')]);
    expect([br.encoding, gzip.encoding, identity.encoding]).toEqual(['br', 'gzip', null]);
    expect(br.body).toEqual(identity.body);
    expect(gzip.body).toEqual(identity.body);
  });

  it('lists the categories in menu order with their products, in English', async () => {
    const reply = await menu('?merchantId=1001');
    expect(reply.status).toBe(200);
    const categories = reply.body.data;
    expect(categories.map((c) => c.name)).toEqual([
      'Dumplings',
      'Noodles',
      'Rice',
      'Small plates',
      'Drinks',
      'Desserts',
    ]);
    expect(categories.flatMap((c) => c.products)).toHaveLength(demoFacts.productCount - 1);
    const dumplings = find(categories, demoFacts.products.porkDumplings);
    expect(dumplings).toMatchObject({
      name: 'Pork & chive dumplings (10)',
      nameI18n: { 'en-US': 'Pork & chive dumplings (10)', 'zh-TW': '韭菜豬肉水餃（10 顆）' },
      description: 'Hand-folded, boiled to order.',
      categoryName: 'Dumplings',
      price: 9.5,
      img: '/images/dumplings-cream.svg',
      mode: 0,
      salesUnitType: 0,
      salesUnitFactorList: [],
      soldOut: false,
    });
    expect(dumplings?.condiments.map((c) => c.name)).toEqual([
      'Black vinegar',
      'Chili oil',
      'Shredded ginger',
    ]);
    expect(reply.text).toContain('"categoryId":4001');
  });

  it('answers in Chinese with both locales kept for a language switch', async () => {
    const categories = (await menu('?merchantId=1001', 'zh-TW')).body.data;
    expect(categories[0]?.name).toBe('水餃點心');
    expect(categories[0]?.nameI18n['en-US']).toBe('Dumplings');
    const noodles = find(categories, demoFacts.products.beefNoodles);
    expect(noodles?.name).toBe('紅燒牛肉麵');
    expect(noodles?.descriptionI18n['en-US']).toBe('Slow-braised shank in a spiced broth.');
    expect(noodles?.modifierGroups.map((g) => [g.name, g.min, g.max])).toEqual([
      ['辣度', 1, 1],
      ['加料', 0, 3],
    ]);
    expect(noodles?.modifierGroups[1]?.options[0]).toEqual({
      modifierProductId: 6011,
      name: '溏心蛋',
      nameI18n: { 'en-US': 'Soft-boiled egg', 'zh-TW': '溏心蛋' },
      price: 1.5,
    });
  });

  it('flags the sold-out dish, leaves out the off-shelf one, and keeps weight and points items', async () => {
    const categories = (await menu('?merchantId=1001')).body.data;
    expect(find(categories, demoFacts.products.soldOut)?.soldOut).toBe(true);
    expect(find(categories, demoFacts.products.offShelf)).toBeUndefined();
    expect(find(categories, demoFacts.products.weighedFish)).toMatchObject({
      salesUnitType: 1,
      salesUnitFactorList: [6],
      price: 4.8,
    });
    expect(find(categories, demoFacts.products.pointsTea)).toMatchObject({
      mode: 3,
      pointsPrice: 300,
      price: 0,
    });
  });

  it("serves the local merchant's menu, from the merchantId header too", async () => {
    const categories = (await menu('', 'en-US', '2002')).body.data;
    expect(categories.map((c) => c.products.length)).toEqual([4, 2]);
  });

  it('refuses missing or malformed ids and 404s unknown merchants', async () => {
    expect((await menu('')).status).toBe(400);
    expect((await menu('?merchantId=1001x')).status).toBe(400);
    expect((await menu(`?merchantId=${'4'.repeat(30)}`)).status).toBe(400);
    const unknown = await menu('?merchantId=31337', 'zh-TW');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('找不到此餐廳。');
  });
});

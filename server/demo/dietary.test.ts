import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuCategory } from '../menu/present.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { demoDietary } from './dietary.ts';
import { demoFacts } from './facts.ts';
import { seedDemo } from './seed.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const menuOf = async (merchantId: string) =>
  (
    await call<MenuCategory[]>(
      server.baseUrl,
      'GET',
      `/api/member/merchant/products-by-categories?merchantId=${merchantId}`,
      { merchantId },
    )
  ).body.data.flatMap((category) => category.products);

/** What a dish says of itself in English: its name and description. */
const words = (product: { nameI18n: { 'en-US': string }; descriptionI18n: { 'en-US': string } }) =>
  `${product.nameI18n['en-US']} ${product.descriptionI18n['en-US']}`.toLowerCase();

describe('the demo menu’s dietary facts', () => {
  it('states all four facts of every dish of both merchants, off the shelf too', async () => {
    const rows = await server.db.query<{ id: string; missing: boolean }>(
      `select id::text, (vegetarian is null or vegan is null or spice_level is null
                        or allergens is null) as missing
         from products`,
    );
    expect(rows).toHaveLength(demoFacts.productCount + demoFacts.localProductCount);
    expect(rows.filter((row) => row.missing)).toEqual([]);
    expect(Object.keys(demoDietary).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('tells the truth a cook would: what the names and descriptions say is listed', async () => {
    const products = [
      ...(await menuOf(demoFacts.merchantId)),
      ...(await menuOf(demoFacts.localMerchantId)),
    ];
    expect(products.length).toBeGreaterThan(40);
    const rules: [RegExp, (p: (typeof products)[number]) => boolean][] = [
      [
        /pork|beef|chicken|shrimp|crab|fish|squid|clam|seafood|sausage|wonton|chop/,
        (p) => p.vegetarian === false,
      ],
      [
        /dumpling|bun|wheat|noodle|pancake|roll|tart|linguine|batter|lager/,
        (p) => p.allergens?.includes('gluten') === true,
      ],
      [
        /shrimp|crab|clam|prawn|squid|seafood|oyster/,
        (p) => p.allergens?.includes('shellfish') === true,
      ],
      [/fish|sea bass|cod/, (p) => p.allergens?.includes('fish') === true],
      [/(?<!soy )milk|cream|custard/, (p) => p.allergens?.includes('dairy') === true],
      [/egg/, (p) => p.allergens?.includes('egg') === true],
      [/sesame/, (p) => p.allergens?.includes('sesame') === true],
      [/soy|(?<!almond )tofu|bean sauce/, (p) => p.allergens?.includes('soy') === true],
      [/almond/, (p) => p.allergens?.includes('treeNuts') === true],
      [/chili|sichuan pepper/, (p) => (p.spiceLevel ?? 0) >= 1],
    ];
    for (const product of products) {
      for (const [said, holds] of rules)
        if (said.test(words(product)))
          expect(holds(product), `${words(product)} ${said}`).toBe(true);
      if (product.vegan === true) expect(product.vegetarian).toBe(true);
    }
    const byId = new Map(products.map((product) => [String(product.id), product]));
    // Glutinous rice has no gluten; steamed rice has nothing; gelatin is not vegetarian.
    expect(byId.get('5038')?.allergens).toEqual(['sesame']);
    expect(byId.get('5021')).toMatchObject({ vegan: true, spiceLevel: 0, allergens: [] });
    expect(byId.get('5037')?.vegetarian).toBe(false);
    expect(byId.get('5003')).toMatchObject({ vegetarian: true, vegan: true });
    expect(byId.get('5017')).toMatchObject({ vegetarian: true, vegan: false });
  });

  it('fills a demo seeded before dietary facts once, keeping what the staff set', async () => {
    const db = server.db;
    await db.query(
      `update products set vegetarian = null, vegan = null, spice_level = null, allergens = null`,
    );
    // What a staff member set before the upgrade is theirs.
    await db.query(`update products set allergens = '{gluten}' where id = 5001`);
    await db.query(`delete from server_settings where key = 'demo_dietary_filled'`);
    await seedDemo(db);
    const [pork] = await db.query<{ vegetarian: boolean | null; allergens: string[] }>(
      'select vegetarian, allergens from products where id = 5001',
    );
    expect(pork).toEqual({ vegetarian: null, allergens: ['gluten'] });
    const [rice] = await db.query<{ vegan: boolean; allergens: string[] }>(
      'select vegan, allergens from products where id = 5021',
    );
    expect(rice).toEqual({ vegan: true, allergens: [] });
    // Once only: a dish the staff since made "not stated" stays so after a restart.
    await db.query(`update products set vegan = null, vegetarian = null, spice_level = null,
                      allergens = null where id = 5021`);
    await seedDemo(db);
    const [again] = await db.query<{ allergens: string[] | null }>(
      'select allergens from products where id = 5021',
    );
    expect(again?.allergens).toBeNull();
  });
});

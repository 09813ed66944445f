import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { otherStaffToken, seedStaff, staff } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const NOT_STATED = { vegetarian: null, vegan: null, spiceLevel: null, allergens: null };

const setDietary = (
  productId: string,
  body: unknown,
  options: { token?: string; locale?: string } = {},
) =>
  staff<Record<string, unknown>>(server.baseUrl, 'PUT', `/products/${productId}/dietary`, {
    body,
    ...options,
  });

const dietaryOnMenu = async (productId: string) => {
  const reply = await call<{ products: Record<string, unknown>[] }[]>(
    server.baseUrl,
    'GET',
    `/api/member/merchant/products-by-categories?merchantId=${fixture.merchantId}`,
  );
  const product = reply.body.data
    .flatMap((category) => category.products)
    .find((entry) => String(entry.id) === productId);
  if (product === undefined) throw new Error(`no product ${productId} on the menu`);
  const { vegetarian, vegan, spiceLevel, allergens } = product;
  return { vegetarian, vegan, spiceLevel, allergens };
};

describe('the menu carries dietary facts', () => {
  it('says "not stated" with nulls for a dish nobody has described', async () => {
    expect(await dietaryOnMenu(p.soldOut.id)).toEqual(NOT_STATED);
    const search = await call<Record<string, unknown>[]>(
      server.baseUrl,
      'GET',
      `/api/member/merchant/search?merchantId=${fixture.merchantId}&keyword=dumplings`,
    );
    expect(search.body.data[0]).toMatchObject(NOT_STATED);
  });
});

describe('PUT /api/staff/products/:id/dietary', () => {
  it('replaces the facts; the menu, the search and the staff list show them; diners hear of it', async () => {
    const sent = server.liveSent.length;
    const reply = await setDietary(p.dumplings.id, {
      vegetarian: false,
      vegan: null,
      spiceLevel: 1,
      allergens: ['soy', 'gluten', 'soy'],
    });
    expect([reply.status, reply.body.code]).toEqual([200, 0]);
    const stated = { vegetarian: false, vegan: false, spiceLevel: 1, allergens: ['gluten', 'soy'] };
    expect(reply.body.data).toEqual({ productId: Number(p.dumplings.id), ...stated });
    expect(await dietaryOnMenu(p.dumplings.id)).toEqual(stated);
    const search = await call<Record<string, unknown>[]>(
      server.baseUrl,
      'GET',
      `/api/member/merchant/search?merchantId=${fixture.merchantId}&keyword=dumplings`,
    );
    expect(search.body.data[0]).toMatchObject(stated);
    const list = await staff<{ products: Record<string, unknown>[] }[]>(
      server.baseUrl,
      'GET',
      '/products',
    );
    expect(
      list.body.data.flatMap((c) => c.products).find((x) => String(x.id) === p.dumplings.id),
    ).toMatchObject(stated);
    const notices = server.liveSent.slice(sent);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.messageType === 'menuChanged')).toBe(true);
    expect(notices[0]?.data).toEqual({ productIds: [p.dumplings.id] });
  });

  it('tells "contains none" ([]) from "not stated" (null), and can go back to not stated', async () => {
    await setDietary(p.noodles.id, { vegetarian: true, vegan: true, spiceLevel: 0, allergens: [] });
    expect(await dietaryOnMenu(p.noodles.id)).toEqual({
      vegetarian: true,
      vegan: true,
      spiceLevel: 0,
      allergens: [],
    });
    await setDietary(p.noodles.id, NOT_STATED);
    expect(await dietaryOnMenu(p.noodles.id)).toEqual(NOT_STATED);
  });

  it('works out that a vegan dish is vegetarian and a meat dish is not vegan', async () => {
    const vegan = await setDietary(p.noodles.id, {
      vegetarian: null,
      vegan: true,
      spiceLevel: null,
      allergens: null,
    });
    expect(vegan.body.data).toMatchObject({ vegetarian: true, vegan: true });
    const meat = await setDietary(p.noodles.id, { ...NOT_STATED, vegetarian: false });
    expect(meat.body.data).toMatchObject({ vegetarian: false, vegan: false });
  });

  it('refuses a contradiction or an unknown allergen in the staff’s language, changing nothing', async () => {
    await setDietary(p.fish.id, { ...NOT_STATED, allergens: ['fish'] });
    const sent = server.liveSent.length;
    const contradiction = await setDietary(
      p.fish.id,
      { vegetarian: false, vegan: true, spiceLevel: 0, allergens: [] },
      { locale: 'zh-TW' },
    );
    expect([contradiction.status, contradiction.body.code]).toEqual([400, 400]);
    expect(contradiction.body.msg).toContain('純素');
    const unknown = await setDietary(p.fish.id, { ...NOT_STATED, allergens: ['fish', 'mustard'] });
    expect([unknown.status, unknown.body.success]).toEqual([400, false]);
    expect(unknown.body.msg).toBe(
      'Unknown allergen “mustard”: use gluten, peanuts, treeNuts, shellfish, fish, dairy, egg, soy or sesame.',
    );
    expect(await dietaryOnMenu(p.fish.id)).toEqual({ ...NOT_STATED, allergens: ['fish'] });
    expect(server.liveSent).toHaveLength(sent);
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const bodies: unknown[] = [
      null,
      {},
      [],
      'vegan',
      { vegetarian: true, vegan: false, spiceLevel: 0 },
      { ...NOT_STATED, spiceLevel: 4 },
      { ...NOT_STATED, spiceLevel: 1.5 },
      { ...NOT_STATED, spiceLevel: '2' },
      { ...NOT_STATED, vegetarian: 'yes' },
      { ...NOT_STATED, allergens: 'gluten' },
      { ...NOT_STATED, allergens: [1] },
      { ...NOT_STATED, allergens: Array.from({ length: 21 }, () => 'soy') },
    ];
    for (const body of bodies) {
      const reply = await setDietary(p.fish.id, body);
      expect([reply.status, reply.body.code], JSON.stringify(body)).toEqual([400, 400]);
      expect(reply.body.msg).not.toBe('');
    }
    const malformed = await staff(server.baseUrl, 'PUT', `/products/${p.fish.id}/dietary`, {
      rawBody: '{"vegan":',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for an unknown or another merchant’s product and 401 without a staff token', async () => {
    expect((await setDietary('424242', NOT_STATED)).status).toBe(404);
    expect((await setDietary('9223372036854775807', NOT_STATED)).status).toBe(404);
    expect((await setDietary(p.fish.id, NOT_STATED, { token: otherStaffToken })).status).toBe(404);
    const noToken = await staff(server.baseUrl, 'PUT', `/products/${p.fish.id}/dietary`, {
      body: NOT_STATED,
      token: null,
    });
    expect(noToken.status).toBe(401);
    for (const id of ['abc', '99999999999999999999'])
      expect((await setDietary(id, NOT_STATED)).status).toBe(400);
  });
});

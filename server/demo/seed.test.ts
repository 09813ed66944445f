import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawImage } from '../menu/images/draw.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { demoFacts } from './facts.ts';
import { demoQrcodeId, seedDemo } from './seed.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const count = async (table: string, where = 'true'): Promise<number> => {
  const [row] = await server.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where}`,
  );
  return row?.n ?? -1;
};

describe('seedDemo', () => {
  it('writes one copy however often it runs, even twice at once', async () => {
    await seedDemo(server.db);
    await Promise.all([seedDemo(server.db), seedDemo(server.db)]);
    expect(await count('merchants')).toBe(2);
    expect(await count('categories', 'merchant_id = 1001')).toBe(demoFacts.categoryCount);
    expect(await count('categories', 'merchant_id = 2002')).toBe(demoFacts.localCategoryCount);
    expect(await count('products', 'merchant_id = 1001')).toBe(demoFacts.productCount);
    expect(await count('products', 'merchant_id = 2002')).toBe(demoFacts.localProductCount);
    expect(await count('dining_tables', 'merchant_id = 1001')).toBe(12);
    expect(await count('dining_tables', 'merchant_id = 2002')).toBe(5);
    expect(await count('members')).toBe(3);
    expect(await count('coupons')).toBe(2);
    expect(await count('user_coupons')).toBe(4);
  });

  it('has the menu the demo promises', async () => {
    expect(await count('products', 'sold_out')).toBe(1);
    expect(await count('products', 'off_shelf')).toBe(1);
    expect(await count('products', "sales_unit_type = 1 and sales_unit_factors <> '[]'")).toBe(1);
    expect(await count('products', 'mode = 3 and points_price > 0')).toBe(1);
    expect(await count('products', "modifier_groups <> '[]'")).toBeGreaterThan(10);
    expect(await count('products', "condiments <> '[]'")).toBeGreaterThan(5);
    const rows = await server.db.query<{
      image: string;
      modifier_groups: { min: number; max: number; options: unknown[] }[];
    }>('select image, modifier_groups from products');
    for (const row of rows) {
      expect(drawImage(row.image.replace(/^\/images\/(.*)\.svg$/, '$1')), row.image).not.toBeNull();
      for (const group of row.modifier_groups) {
        expect(group.min).toBeLessThanOrEqual(group.max);
        expect(group.max).toBeLessThanOrEqual(group.options.length);
      }
    }
  });

  it('writes the tables, members and coupons of facts.ts', async () => {
    const tables = await server.db.query<{
      id: string;
      name: string;
      qrcode_id: string;
      order_code: string;
      available: boolean;
    }>('select id, name, qrcode_id, order_code, available from dining_tables order by id');
    const expected = [...demoFacts.tables, ...demoFacts.localTables, demoFacts.unavailableTable];
    expect(tables.map((t) => [t.id, t.name, t.order_code, t.available])).toEqual(
      expected.map((t) => [t.id, t.name, t.orderCode, t !== demoFacts.unavailableTable]),
    );
    // QR code ids are drawn at random: long, distinct, nothing to count.
    expect(tables.every((t) => /^[0-9]{16,19}$/.test(t.qrcode_id))).toBe(true);
    expect(new Set(tables.map((t) => t.qrcode_id)).size).toBe(tables.length);
    expect(tables.every((t) => /^[0-9]{4}$/.test(t.order_code))).toBe(true);
    const members = await server.db.query<{
      phone: string;
      points: number;
      birthday: number | null;
    }>('select phone, points, birthday from members order by id');
    expect(members).toEqual(
      demoFacts.members.map((m) => ({ phone: m.phone, points: m.points, birthday: m.birthday })),
    );
    const wallet = await server.db.query<{ state: number; lapsed: boolean }>(
      `select state, valid_until < now() as lapsed from user_coupons
        where member_id = $1 order by id`,
      [demoFacts.couponHolderId],
    );
    expect(wallet).toEqual([
      { state: 0, lapsed: false },
      { state: 0, lapsed: false },
      { state: 1, lapsed: false },
      { state: 2, lapsed: true },
    ]);
  });

  it('keeps its fixed ids below the run-time id sequence', async () => {
    const [row] = await server.db.query<{ max: string }>(
      `select greatest((select max(id) from products), (select max(id) from user_coupons),
                       (select max(id) from dining_tables))::text as max`,
    );
    expect(BigInt(row?.max ?? '0')).toBeLessThan(1_900_000_000_000_000_001n);
  });

  it('is what the API serves: table A1’s QR code is table A1 of Lotus House', async () => {
    const qrcodeId = await demoQrcodeId(server.db, demoFacts.tables[0]?.id ?? '');
    const reply = await call<{ tableName: string }>(
      server.baseUrl,
      'GET',
      `/api/merchant/table/qrcode/info/${qrcodeId}`,
    );
    expect(reply.body.data.tableName).toBe('A1');
  });
});

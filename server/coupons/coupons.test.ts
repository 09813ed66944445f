import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/model/member.ts';
import type { Database } from '../db/database.ts';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { couponDiscount } from './discount.ts';
import { orderCouponOf } from './model.ts';
import { availableCouponsFor, useCoupons } from './repository.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const HOUR = 3_600_000;
const other = '902';
const otherToken = 'fixture-token-902';

const seed = async (db: Database) => {
  await seedFixture(db);
  await db.query(`insert into members (id, merchant_id, phone) values ($1, $2, '+12125559999')`, [
    other,
    fixture.merchantId,
  ]);
  await db.query(
    `insert into member_tokens (token, member_id, expires_at) values ($1, $2, now() + interval '30 days')`,
    [otherToken, other],
  );
  await db.query(
    `insert into coupons (id, merchant_id, name, coupon_type, discount_type, discount_value,
       threshold_amount, max_discount_amount) values
       (960, $1, '{"en-US":"$5 off","zh-TW":"折 5 元"}', 0, 0, 5, 20, 0),
       (961, $1, '{"en-US":"10% off"}', 0, 1, 10, 0, 3)`,
    [fixture.merchantId],
  );
  const rows: [number, number, string, number, string][] = [
    [9601, 960, fixture.member.id, 0, "now() + interval '10 days'"],
    [9602, 961, fixture.member.id, 0, "now() + interval '1 day'"],
    [9603, 960, fixture.member.id, 1, "now() + interval '10 days'"],
    [9604, 960, fixture.member.id, 2, "now() - interval '1 day'"],
    [9605, 961, fixture.member.id, 0, "now() - interval '1 hour'"],
    [9606, 960, fixture.member.id, 0, "now() + interval '2 hours'"],
    [9607, 960, other, 0, "now() + interval '10 days'"],
    [9608, 961, other, 0, "now() + interval '10 days'"],
  ];
  for (const [id, coupon, member, state, until] of rows)
    await db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values ($1, $2, $3, $4, ${until})`,
      [id, coupon, member, state],
    );
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

interface Page {
  list: {
    id: string;
    name: string;
    state: number;
    validUntil: string;
    usedAt: string | null;
    usedOrderId: number | null;
    usedOrderSerial: string | null;
  }[];
  total: number;
  page: number;
  size: number;
}
const list = (query: string, locale = 'en-US', token: string | null = fixture.member.token) =>
  call<Page>(server.baseUrl, 'GET', `/api/member/coupons${query}`, {
    locale,
    ...(token ? { token } : {}),
  });
const ids = (page: Page) => page.list.map((coupon) => String(coupon.id));

describe('GET /api/member/coupons', () => {
  it('lists available coupons, soonest to expire first, with every field', async () => {
    const reply = await list('');
    expect(reply.status).toBe(200);
    expect(ids(reply.body.data)).toEqual(['9606', '9602', '9601']);
    expect(reply.body.data).toMatchObject({ total: 3, page: 1, size: 15 });
    const [, tenPercent] = reply.body.data.list;
    expect(tenPercent).toEqual({
      id: 9602,
      userCouponId: 9602,
      couponId: 961,
      userId: 901,
      name: '10% off',
      couponType: 0,
      discountType: 1,
      discountValue: 10,
      thresholdAmount: 0,
      maxDiscountAmount: 3,
      validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      state: 0,
      usedAt: null,
      usedOrderId: null,
      usedOrderSerial: null,
    });
  });

  it('names coupons in the asked language, falling back to English', async () => {
    const names = (await list('?state=available', 'zh-TW')).body.data.list.map((c) => c.name);
    expect(names).toEqual(['折 5 元', '10% off', '折 5 元']);
  });

  it('lists used and expired coupons; an available one past its date is expired', async () => {
    const used = (await list('?state=used')).body.data;
    expect(ids(used)).toEqual(['9603']);
    expect(used.list[0]?.state).toBe(1);
    const expired = (await list('?state=expired')).body.data;
    expect(ids(expired)).toEqual(['9605', '9604']);
    expect(expired.list.map((c) => c.state)).toEqual([2, 2]);
    expect(expired.total).toBe(2);
  });

  it('pages', async () => {
    const reply = await list('?state=available&page=2&size=1');
    expect(reply.body.data).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(ids(reply.body.data)).toEqual(['9602']);
    expect((await list('?page=9')).body.data.list).toEqual([]);
  });

  it('counts the available coupons on the member', async () => {
    const me = await call<Member>(server.baseUrl, 'GET', '/api/member', {
      token: fixture.member.token,
    });
    expect(me.body.data).toMatchObject({
      availableUserCouponCount: 3,
      platformExtraInfo: { availableUserCouponCount: 3 },
    });
  });

  it.each([
    '?state=valid',
    '?page=0',
    '?page=abc',
    '?size=101',
    '?size=1.5',
    '?state=used&state=expired',
  ])('refuses %s with a 400', async (query) => {
    const reply = await list(query);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 400 });
  });

  it('answers 401 without a valid token', async () => {
    expect((await list('', 'en-US', null)).status).toBe(401);
    expect((await list('', 'en-US', 'bogus')).status).toBe(401);
  });
});

describe('coupon repository (imported by the orders slice)', () => {
  it('gives the available coupons as order coupons with their discount', async () => {
    const coupons = await availableCouponsFor(server.db, fixture.member.id, Date.now());
    expect(coupons.map((c) => c.userCouponId)).toEqual(['9606', '9602', '9601']);
    const tenPercent = coupons[1];
    if (!tenPercent) throw new Error('missing coupon');
    expect(orderCouponOf(tenPercent, 'zh-TW')).toEqual({
      id: '9602',
      userCouponId: '9602',
      name: '10% off',
      couponType: 0,
      discountType: 1,
      discountValue: 10,
      thresholdAmount: 0,
      maxDiscountAmount: 3,
      userId: fixture.member.id,
    });
    expect(couponDiscount(tenPercent, 50)).toBe(3);
    expect(couponDiscount(tenPercent, 12.5)).toBe(1.25);
  });

  it('marks coupons used by an order, all or none', async () => {
    const use = (userCouponIds: string[]) =>
      server.db.transaction((tx) =>
        useCoupons(tx, { memberId: other, userCouponIds, orderId: '777', now: Date.now() }),
      );
    await expect(use(['9607', '9601'])).rejects.toMatchObject({ code: 4003, httpStatus: 409 });
    expect(await availableCouponsFor(server.db, other, Date.now())).toHaveLength(2);
    expect((await use(['9607', '9607'])).map((c) => [c.userCouponId, c.state])).toEqual([
      ['9607', 1],
    ]);
    await expect(use(['9607'])).rejects.toMatchObject({ code: 4003 });
    expect(await use([])).toEqual([]);
    const [row] = await server.db.query<{ state: number; used_order_id: string }>(
      'select state, used_order_id from user_coupons where id = 9607',
    );
    expect(row).toEqual({ state: 1, used_order_id: '777' });
  });

  it('issue 15 item 13: lists used coupons latest first, each with when and on which order', async () => {
    // Two coupons of one kind, used on two orders a day apart, and one used before times were kept.
    await server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (9611, 960, $1, 0, now() + interval '10 days'),
              (9612, 960, $1, 0, now() + interval '10 days')`,
      [other],
    );
    const orderOf = async (id: string, serial: string) =>
      server.db.query(
        `insert into orders (id, merchant_id, member_id, document)
         values ($1, $2, $3, jsonb_build_object('serial', $4::text))`,
        [id, fixture.merchantId, other, serial],
      );
    await orderOf('7771', '0041');
    await orderOf('7772', '0042');
    const day = 24 * HOUR;
    const first = Date.now() - 2 * day;
    await server.db.transaction((tx) =>
      useCoupons(tx, { memberId: other, userCouponIds: ['9611'], orderId: '7771', now: first }),
    );
    await server.db.transaction((tx) =>
      useCoupons(tx, {
        memberId: other,
        userCouponIds: ['9612'],
        orderId: '7772',
        now: first + day,
      }),
    );
    const used = (await list('?state=used', 'en-US', otherToken)).body.data;
    const shown = used.list.map((c) => [
      String(c.id),
      c.name,
      c.usedAt,
      c.usedOrderId,
      c.usedOrderSerial,
    ]);
    expect(shown).toEqual([
      // Used just now (the test above) on order 777, which is not kept: no serial.
      ['9607', '$5 off', expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), 777, null],
      ['9612', '$5 off', new Date(first + day).toISOString(), 7772, '0042'],
      ['9611', '$5 off', new Date(first).toISOString(), 7771, '0041'],
    ]);
    // One marked used before the time was kept says nothing rather than something wrong.
    const mine = (await list('?state=used')).body.data.list;
    expect(mine.map((c) => [String(c.id), c.usedAt, c.usedOrderId])).toEqual([
      ['9603', null, null],
    ]);
  });

  it('expires an available coupon when its time passes', async () => {
    server.advanceClock(3 * HOUR);
    expect(ids((await list('?state=available')).body.data)).toEqual(['9602', '9601']);
    expect(ids((await list('?state=expired')).body.data)).toEqual(['9606', '9605', '9604']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import type { Queryable } from '../db/database.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { seedStaff, staff } from '../staff/test-kit.ts';
import {
  extraTable,
  guestMember,
  otherMember,
  place,
  preview,
  pointsOf as pointsOfMember,
} from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const ada = { token: fixture.member.token };
const coupon = {
  fiveOff: '1201',
  tenPercent: '1202',
  expired: '1203',
  used: '1204',
  bos: '1205',
  spare: '1206',
};
let server: TestServer;

const seed = async (db: Queryable) => {
  await seedStaff(db, 20);
  await db.query(
    `insert into coupons (id, merchant_id, name, discount_type, discount_value, threshold_amount, max_discount_amount) values
       (1101, 1001, '{"en-US": "$5 off over $20", "zh-TW": "滿 20 折 5"}', 0, 5, 20, 0),
       (1102, 1001, '{"en-US": "10% off", "zh-TW": "九折"}', 1, 10, 0, 3)`,
  );
  await db.query(
    `insert into user_coupons (id, coupon_id, member_id, state, valid_until) values
       (1201, 1101, 901, 0, now() + interval '30 days'), (1202, 1102, 901, 0, now() + interval '30 days'),
       (1203, 1101, 901, 0, now() - interval '1 day'), (1204, 1101, 901, 1, now() + interval '30 days'),
       (1205, 1101, 902, 0, now() + interval '30 days'), (1206, 1101, 901, 0, now() + interval '30 days')`,
  );
};

beforeAll(async () => {
  server = await startTestServer({ seed });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const add = async (
  tableId: string,
  who: { guestId?: string; token?: string },
  lines: unknown[],
) => {
  const version = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
  const reply = await putLines(server.baseUrl, tableId, who, version, lines);
  expect(reply.body.code).toBe(0);
  return reply.body.data;
};
const pointsOf = (memberId: string) => pointsOfMember(server.db, memberId);
const couponState = async (id: string) =>
  (
    await server.db.query<{ state: number; used_order_id: string | null }>(
      'select state, used_order_id from user_coupons where id = $1',
      [id],
    )
  )[0];

describe('coupons', () => {
  const table = extraTable(1);

  it('previews the discount without writing anything', async () => {
    const cart = await add(table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 2),
      line(p.noodles.id, 1),
    ]);
    const reply = await preview(server.baseUrl, table, ada, { userCouponIds: [coupon.fiveOff] });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ pointsToSpend: 0, pointsToEarn: 26 });
    expect(reply.body.data.order).toMatchObject({
      id: 0,
      subTotalAmount: 31,
      totalDiscountAmount: 5,
      totalAmount: 26,
      priceAdjustments: [{ category: 3, target: 0, amount: 5 }],
      orderCoupons: [{ id: 1201, userCouponId: 1201, name: '$5 off over $20', discountValue: 5 }],
    });
    expect(await couponState(coupon.fiveOff)).toMatchObject({ state: 0 });
    expect((await getCart(server.baseUrl, table)).body.data.cartRowVersion).toBe(
      cart.cartRowVersion,
    );
    expect(await server.db.query('select id from orders where table_id = $1', [table])).toEqual([]);
  });

  it('applies the coupon on placement and marks it used', async () => {
    const before = await pointsOf(fixture.member.id);
    const reply = await place(server.baseUrl, table, ada, { userCouponIds: [coupon.fiveOff] });
    expect(reply.body.code).toBe(0);
    const order = reply.body.data.order;
    expect(order).toMatchObject({ totalDiscountAmount: 5, totalAmount: 26, userCouponIds: [1201] });
    expect(await couponState(coupon.fiveOff)).toEqual({
      state: 1,
      used_order_id: String(order.id),
    });
    expect(await pointsOf(fixture.member.id)).toBe((before ?? 0) + 26);
  });

  it('names the order’s coupon in each reader’s language, not the placer’s', async () => {
    const [placed] = await server.db.query<{ id: string }>(
      'select id::text as id from orders where table_id = $1',
      [table],
    );
    const detail = (locale: string) =>
      call<Order>(
        server.baseUrl,
        'GET',
        `/api/merchant/order/detailForMember?orderId=${placed?.id}`,
        { ...ada, merchantId: '1001', locale },
      );
    expect((await detail('zh-TW')).body.data.orderCoupons).toMatchObject([
      { userCouponId: 1201, name: '滿 20 折 5' },
    ]);
    expect((await detail('en-US')).body.data.orderCoupons).toMatchObject([
      { userCouponId: 1201, name: '$5 off over $20' },
    ]);
    // The staff console's bill, and the order a staff change answers with, in the staff's words.
    const staffView = await staff<Order>(server.baseUrl, 'GET', `/orders/${placed?.id}`, {
      locale: 'zh-TW',
    });
    expect(staffView.body.data.orderCoupons).toMatchObject([{ name: '滿 20 折 5' }]);
    const sent = await staff<Order>(server.baseUrl, 'POST', `/orders/${placed?.id}/send`, {
      body: { rowVersion: staffView.body.data.rowVersion },
      locale: 'zh-TW',
    });
    expect([sent.status, sent.body.data.orderCoupons]).toMatchObject([
      200,
      [{ name: '滿 20 折 5' }],
    ]);
  });

  it('refuses a used coupon on the next round', async () => {
    await add(table, { guestId: 'g-ann' }, [line(p.noodles.id, 2)]);
    const reply = await place(server.baseUrl, table, ada, { userCouponIds: [coupon.fiveOff] });
    expect([reply.status, reply.body.code]).toEqual([409, 4003]);
  });

  it('takes a capped percentage off the whole order, earlier rounds included', async () => {
    const reply = await place(server.baseUrl, table, ada, { userCouponIds: [coupon.tenPercent] });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.order).toMatchObject({
      subTotalAmount: 55,
      totalDiscountAmount: 8,
      totalAmount: 47,
    });
  });

  it('refuses expired, used, someone else’s and unknown coupons, and any for a visitor', async () => {
    const other = extraTable(2);
    await add(other, { guestId: 'g-ann' }, [line(p.noodles.id, 2)]);
    for (const id of [coupon.expired, coupon.used, coupon.bos, '999999', '99999999999999999999']) {
      const reply = await preview(server.baseUrl, other, ada, { userCouponIds: [id] });
      expect([id, reply.status, reply.body.code]).toEqual([id, 409, 4003]);
    }
    const visitor = await preview(
      server.baseUrl,
      other,
      { guestId: 'g-ann' },
      { userCouponIds: [coupon.spare] },
    );
    expect(visitor.body.code).toBe(4003);
  });

  it('refuses a coupon whose threshold the order does not meet', async () => {
    const small = extraTable(3);
    await add(small, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    const reply = await place(server.baseUrl, small, ada, { userCouponIds: [coupon.spare] });
    expect([reply.status, reply.body.code]).toEqual([409, 4003]);
    expect(await couponState(coupon.spare)).toMatchObject({ state: 0 });
  });
});

describe('points', () => {
  it('spends points on point items and earns on the money spent', async () => {
    const table = extraTable(4);
    const before = (await pointsOf(fixture.member.id)) ?? 0;
    await add(table, ada, [line(p.pointsTea.id, 2), line(p.dumplings.id, 1)]);
    const seen = await preview(server.baseUrl, table, ada);
    expect(seen.body.data).toMatchObject({ pointsToSpend: 600, pointsToEarn: 9 });
    const reply = await place(server.baseUrl, table, ada);
    expect(reply.body.code).toBe(0);
    const after = before - 600 + 9;
    expect(await pointsOf(fixture.member.id)).toBe(after);
    expect(reply.body.data.order).toMatchObject({
      totalPointAmount: 600,
      initialPointAmount: before,
      totalAmount: 9.5,
      orderMember: { id: 901, points: after },
      extraInfo: '{"orderType":"dineIn","pointsEarned":9}',
    });
  });

  it('refuses a spend the balance cannot cover, changing nothing', async () => {
    const table = extraTable(5);
    const before = await pointsOf(fixture.member.id);
    await add(table, ada, [line(p.pointsTea.id, 3)]);
    const cart = (await getCart(server.baseUrl, table)).body.data;
    const reply = await place(server.baseUrl, table, ada);
    expect([reply.status, reply.body.code]).toEqual([409, 4002]);
    expect(await pointsOf(fixture.member.id)).toBe(before);
    expect((await getCart(server.baseUrl, table)).body.data).toEqual(cart);
  });

  it('refuses point items to visitors (403) and to a guest with no points (409)', async () => {
    const table = extraTable(6);
    // A visitor cannot put one in the cart for a member to pay (the app logs them in first).
    const before = (await getCart(server.baseUrl, table)).body.data;
    const refused = await putLines(
      server.baseUrl,
      table,
      { guestId: 'g-ann' },
      before.cartRowVersion,
      [line(p.pointsTea.id, 1)],
    );
    expect([refused.status, refused.body.code]).toEqual([403, 4013]);
    // Nor can a name-only guest, whose token anyone seated gets for a first name.
    const asGuest = await putLines(
      server.baseUrl,
      table,
      { token: guestMember.token },
      before.cartRowVersion,
      [line(p.pointsTea.id, 1)],
    );
    expect([asGuest.status, asGuest.body.code]).toEqual([403, 4013]);
    const after = (await getCart(server.baseUrl, table)).body.data;
    expect([after.cartRowVersion, after.userCarts]).toEqual([before.cartRowVersion, []]);
    // Nor place a round that holds a member's.
    await add(table, ada, [line(p.pointsTea.id, 1)]);
    const visitor = await place(server.baseUrl, table, { guestId: 'g-ann' });
    expect([visitor.status, visitor.body.code]).toEqual([403, 4013]);
    const guest = await place(server.baseUrl, table, { token: guestMember.token });
    expect([guest.status, guest.body.code]).toEqual([409, 4002]);
  });

  it('earns at the member’s rate, rounded down', async () => {
    await server.db.query('update members set points_rate = 1.5 where id = $1', [otherMember.id]);
    const table = extraTable(7);
    await add(table, { token: otherMember.token }, [line(p.dumplings.id, 1)]);
    expect((await place(server.baseUrl, table, { token: otherMember.token })).body.code).toBe(0);
    expect(await pointsOf(otherMember.id)).toBe(14);
  });
});

describe('after the staff change a placed order', () => {
  const voidOf = (order: Order, productId: string, quantity: number) => {
    const item = order.orderItems.find((candidate) => String(candidate.productId) === productId);
    return staff<Order>(server.baseUrl, 'POST', `/orders/${order.id}/items/${item?.id}/void`, {
      body: { quantity, reason: 'changed their mind' },
    });
  };

  it('works a coupon out again on what is left, and gives it back once the order is under its threshold', async () => {
    const table = extraTable(8);
    await add(table, { guestId: 'g-cy' }, [line(p.dumplings.id, 2), line(p.noodles.id, 1)]);
    const placed = await place(server.baseUrl, table, ada, { userCouponIds: [coupon.spare] });
    expect(placed.body.data.order).toMatchObject({ subTotalAmount: 31, totalDiscountAmount: 5 });
    const one = await voidOf(placed.body.data.order, p.dumplings.id, 1);
    expect(one.body.data).toMatchObject({ subTotalAmount: 21.5, totalDiscountAmount: 5 });
    const both = await voidOf(one.body.data, p.dumplings.id, 1);
    // $12 left, under the coupon's $20: it takes nothing off, rather than 40 % of the bill, and
    // is Ada's to use again rather than spent on nothing.
    expect(both.body.data).toMatchObject({
      subTotalAmount: 12,
      totalDiscountAmount: 0,
      totalAmount: 12,
      orderCoupons: [],
      userCouponIds: [],
    });
    expect(both.body.data.priceAdjustments).toEqual([]);
    expect(await couponState(coupon.spare)).toEqual({ state: 0, used_order_id: null });
  });

  it('gives the points of voided point items back to the member who spent them', async () => {
    const table = extraTable(9);
    await server.db.query('update members set points = points + 2000 where id = $1', [
      fixture.member.id,
    ]);
    await add(table, ada, [line(p.pointsTea.id, 3), line(p.dumplings.id, 1)]);
    const placed = await place(server.baseUrl, table, ada);
    expect(placed.body.data.order).toMatchObject({ totalPointAmount: 900 });
    const before = (await pointsOf(fixture.member.id)) ?? 0;
    const voided = await voidOf(placed.body.data.order, p.pointsTea.id, 2);
    expect(voided.body.data).toMatchObject({ totalPointAmount: 300 });
    expect(await pointsOf(fixture.member.id)).toBe(before + 600);
  });

  it('once cancelled, gives its coupon and spent points back and takes back what it earned', async () => {
    const table = extraTable(10);
    await server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (1207, 1101, 901, 0, now() + interval '30 days')`,
    );
    const start = (await pointsOf(fixture.member.id)) ?? 0;
    await add(table, ada, [line(p.pointsTea.id, 1), line(p.noodles.id, 2)]);
    const placed = await place(server.baseUrl, table, ada, { userCouponIds: ['1207'] });
    expect(placed.body.code).toBe(0);
    // 300 spent on the tea, 19 earned on the $19 paid.
    expect(await pointsOf(fixture.member.id)).toBe(start - 300 + 19);
    expect(await couponState('1207')).toMatchObject({ state: 1 });
    const cancelled = await staff<Order>(
      server.baseUrl,
      'POST',
      `/orders/${placed.body.data.order.id}/cancel`,
      { body: { reason: 'the table left' } },
    );
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(fixture.member.id)).toBe(start);
    expect(await couponState('1207')).toEqual({ state: 0, used_order_id: null });
  });

  it('takes back the points earned on what is voided, and a cancel then takes back only the rest', async () => {
    const table = extraTable(12);
    const start = (await pointsOf(fixture.member.id)) ?? 0;
    await add(table, ada, [line(p.dumplings.id, 2), line(p.noodles.id, 1)]);
    const placed = await place(server.baseUrl, table, ada);
    expect(placed.body.data.order).toMatchObject({ totalAmount: 31 });
    expect(await pointsOf(fixture.member.id)).toBe(start + 31);
    const voided = await voidOf(placed.body.data.order, p.dumplings.id, 1);
    // $9.50 off the bill at Ada's rate of 1: 9 points, rounded down.
    expect(voided.body.data).toMatchObject({
      totalAmount: 21.5,
      extraInfo: '{"orderType":"dineIn","pointsEarned":22}',
    });
    expect(await pointsOf(fixture.member.id)).toBe(start + 22);
    // A second $9.50: taken back on the $19 voided in all (19 points), not 9 and 9 again, so
    // what is left earned what $12 earns.
    const again = await voidOf(voided.body.data, p.dumplings.id, 1);
    expect(again.body.data).toMatchObject({
      totalAmount: 12,
      extraInfo: '{"orderType":"dineIn","pointsEarned":12}',
    });
    expect(await pointsOf(fixture.member.id)).toBe(start + 12);
    const cancelled = await staff(
      server.baseUrl,
      'POST',
      `/orders/${placed.body.data.order.id}/cancel`,
      { body: { reason: 'the table left' } },
    );
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(fixture.member.id)).toBe(start);
  });

  it('takes back what a round earned from the member who placed it, not the line’s author', async () => {
    const table = extraTable(14);
    const bo = { token: otherMember.token };
    const [adaStart, boStart] = [await pointsOf(fixture.member.id), await pointsOf(otherMember.id)];
    // Ada places round 1; round 2 holds noodles Ada added, but Bo places it and earns on it.
    await add(table, ada, [line(p.dumplings.id, 1)]);
    expect((await place(server.baseUrl, table, ada)).body.code).toBe(0);
    await add(table, ada, [line(p.noodles.id, 1)]);
    const second = await place(server.baseUrl, table, bo);
    expect(second.body.code).toBe(0);
    const earnedByBo = (await pointsOf(otherMember.id)) - boStart;
    expect(earnedByBo).toBeGreaterThan(0);
    expect(await pointsOf(fixture.member.id)).toBe(adaStart + 9);
    const voided = await voidOf(second.body.data.order, p.noodles.id, 1);
    expect(voided.status).toBe(200);
    expect(await pointsOf(otherMember.id)).toBe(boStart);
    expect(await pointsOf(fixture.member.id)).toBe(adaStart + 9);
  });

  it('takes nothing from a member when the voided line’s round earned nobody anything', async () => {
    const table = extraTable(15);
    const start = await pointsOf(fixture.member.id);
    await add(table, ada, [line(p.dumplings.id, 1)]);
    expect((await place(server.baseUrl, table, ada)).body.code).toBe(0);
    expect(await pointsOf(fixture.member.id)).toBe(start + 9);
    // A visitor places round 2, which earns nobody points; voiding it takes none from Ada.
    const visitor = { guestId: 'g-visitor-15' };
    await add(table, visitor, [line(p.noodles.id, 2)]);
    const second = await place(server.baseUrl, table, visitor);
    expect(second.body.code).toBe(0);
    const voided = await voidOf(second.body.data.order, p.noodles.id, 2);
    expect(voided.body.data).toMatchObject({
      extraInfo: '{"orderType":"dineIn","pointsEarned":9}',
    });
    expect(await pointsOf(fixture.member.id)).toBe(start + 9);
  });

  it('gives a coupon back once a staff discount leaves it nothing to take off', async () => {
    const table = extraTable(13);
    await server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (1209, 1102, 901, 0, now() + interval '30 days')`,
    );
    await add(table, ada, [line(p.dumplings.id, 1)]);
    const placed = await place(server.baseUrl, table, ada, { userCouponIds: ['1209'] });
    expect(placed.body.data.order).toMatchObject({ totalDiscountAmount: 0.95 });
    const discounted = await staff<Order>(
      server.baseUrl,
      'POST',
      `/orders/${placed.body.data.order.id}/adjustments`,
      { body: { category: 'discount', amount: 9.5 } },
    );
    expect(discounted.status).toBe(200);
    expect(discounted.body.data).toMatchObject({ totalAmount: 0, orderCoupons: [] });
    expect(await couponState('1209')).toEqual({ state: 0, used_order_id: null });
  });

  it('makes no points from nothing when earned points were spent before the void', async () => {
    const table = extraTable(20);
    await server.db.query('update members set points = 0 where id = $1', [fixture.member.id]);
    await add(table, ada, [line(p.dumplings.id, 32)]);
    expect((await place(server.baseUrl, table, ada)).body.code).toBe(0);
    expect(await pointsOf(fixture.member.id)).toBe(304);
    // The earned points buy a point dish in the next round.
    await add(table, ada, [line(p.pointsTea.id, 1)]);
    const second = await place(server.baseUrl, table, ada);
    expect(second.body.code).toBe(0);
    expect(await pointsOf(fixture.member.id)).toBe(4);
    const voided = await voidOf(second.body.data.order, p.dumplings.id, 32);
    // 304 earned on the dumplings go back: 4 are there to take, 300 are owed.
    expect(await pointsOf(fixture.member.id)).toBe(0);
    await voidOf(voided.body.data, p.pointsTea.id, 1);
    // The tea's 300 settle what is owed rather than appear as new points.
    expect(await pointsOf(fixture.member.id)).toBe(0);
    const cancelled = await staff(
      server.baseUrl,
      'POST',
      `/orders/${second.body.data.order.id}/cancel`,
      { body: { reason: 'the table left' } },
    );
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(fixture.member.id)).toBe(0);
  });

  it('lets a percentage coupon follow the order as a later round grows it', async () => {
    const table = extraTable(11);
    await server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (1208, 1102, 901, 0, now() + interval '30 days')`,
    );
    await add(table, ada, [line(p.dumplings.id, 1)]);
    const first = await place(server.baseUrl, table, ada, { userCouponIds: ['1208'] });
    expect(first.body.data.order).toMatchObject({ subTotalAmount: 9.5, totalDiscountAmount: 0.95 });
    await add(table, ada, [line(p.noodles.id, 1)]);
    const second = await place(server.baseUrl, table, ada);
    // 10 % of $21.50, within the coupon's $3 cap: the same the next staff change would give.
    expect(second.body.data.order).toMatchObject({
      subTotalAmount: 21.5,
      totalDiscountAmount: 2.15,
    });
  });
});

import type { CartOrder, Order } from '../../src/domain/model/order.ts';
import { getCart, merchantId, type Who } from '../cart/test-kit.ts';
import type { Queryable } from '../db/database.ts';
import { type CallResult, call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';

/** Tables 511.. of merchant 1001 beyond the fixture's, so each test can have a table to itself. */
export const extraTable = (n: number): string => String(510 + n);

export const otherMember = { id: '902', token: 'token-902', firstName: 'Bo' };
export const guestMember = { id: '903', token: 'token-903', firstName: 'Cy' };

/**
 * The fixture plus `tables` tables (twelve unless a file needs more) and two more members: a
 * registered one and a registered guest.
 */
export const seedOrders = async (db: Queryable, tables = 12): Promise<void> => {
  await seedFixture(db);
  for (let n = 1; n <= tables; n += 1)
    await db.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code) values ($1, $2, $3, $4, '4321')`,
      [extraTable(n), merchantId, `T${n}`, 100 + n],
    );
  for (const [member, state] of [
    [otherMember, 1],
    [guestMember, 0],
  ] as const) {
    await db.query(
      `insert into members (id, merchant_id, phone, first_name, registration_state, points)
       values ($1, $2, $3, $4, $5, 0)`,
      [
        member.id,
        fixture.merchantId,
        state === 1 ? `+1212555${member.id}0` : null,
        member.firstName,
        state,
      ],
    );
    await db.query(
      `insert into member_tokens (token, member_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [member.token, member.id],
    );
  }
};

export interface OrderReply {
  readonly order: Order;
  readonly pointsToSpend?: number;
  readonly pointsToEarn?: number;
}

/** Sends the table's cart as the web app does on "place order" (or preview). */
export const sendCart = async (
  baseUrl: string,
  path: '/api/member/order' | '/api/merchant/order/preview',
  tableId: string,
  who: Who,
  extra: Record<string, unknown> = {},
): Promise<CallResult<OrderReply>> => {
  const cart: CartOrder = (await getCart(baseUrl, tableId)).body.data;
  return call<OrderReply>(baseUrl, 'POST', path, {
    ...who,
    tableId,
    merchantId,
    body: {
      orderItems: cart.orderItems,
      memberId: who.token ? fixture.member.id : null,
      tableId,
      tableName: cart.tableName,
      orderCode: '',
      userCouponIds: [],
      orderCoupons: [],
      extraInfo: '{"orderType":"dineIn"}',
      cartRowVersion: cart.cartRowVersion,
      ...extra,
    },
  });
};

export const place = (
  baseUrl: string,
  tableId: string,
  who: Who,
  extra?: Record<string, unknown>,
) => sendCart(baseUrl, '/api/member/order', tableId, who, extra);

export const preview = (
  baseUrl: string,
  tableId: string,
  who: Who,
  extra?: Record<string, unknown>,
) => sendCart(baseUrl, '/api/merchant/order/preview', tableId, who, extra);

export const setSettings = (db: Queryable, settings: Record<string, string>) =>
  db.query(`update merchants set settings = settings || $2::jsonb where id = $1`, [
    merchantId,
    JSON.stringify(settings),
  ]);

/** A member's points balance as the database holds it (NaN for no such member). */
export const pointsOf = async (db: Queryable, memberId: string): Promise<number> => {
  const [row] = await db.query<{ points: number }>('select points from members where id = $1', [
    memberId,
  ]);
  return Number(row?.points);
};

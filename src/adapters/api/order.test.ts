import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentStatus, WebOrderType } from '../../domain/model/enums.ts';
import { checkCall } from '../testing/call-case.fixture.ts';
import { useMsw } from '../testing/msw.fixture.ts';
import { BIG_ID, anItem, anOrder, asPosJson } from '../testing/replies.fixture.ts';
import {
  type OrderSubmission,
  getActiveOrder,
  getMemberOrders,
  getOrderDetail,
  getTableOrderIds,
  hasProcessingOrder,
  placeOrder,
  previewOrder,
} from './order.ts';

useMsw();

const submission: OrderSubmission = {
  cartRowVersion: 4,
  tableId: '12',
  tableName: 'A1',
  memberId: '7001',
  orderItems: [anItem({ sort: 2 })],
  orderCode: '1234',
  userCouponIds: ['3001'],
  orderCoupons: [],
  orderType: WebOrderType.ToGo,
};

const sentFields = {
  cartRowVersion: 4,
  tableId: '12',
  tableName: 'A1',
  memberId: '7001',
  userCouponIds: ['3001'],
  orderCoupons: [],
  extraInfo: '{"orderType":"toGo"}',
};

describe('order calls', () => {
  it('POST /api/member/order sends lines with sort and orderId and reads data.order', async () => {
    const order = anOrder();
    expect(asPosJson({ order })).toContain(`"id":${BIG_ID}`);
    await checkCall({
      effect: placeOrder(submission),
      method: 'post',
      path: '/api/member/order',
      headers: { tableid: '12' },
      body: { ...sentFields, orderCode: '1234', orderItems: submission.orderItems },
      reply: asPosJson({ order }),
      expected: order,
    });
  });

  it('POST /api/merchant/order/preview sends no sort and no order code', async () => {
    const { sort: _sort, ...line } = anItem({ sort: 2 });
    const preview = { order: anOrder(), pointsToSpend: 0, pointsToEarn: 12 };
    await checkCall({
      effect: previewOrder(submission),
      method: 'post',
      path: '/api/merchant/order/preview',
      body: { ...sentFields, orderCode: '', orderItems: [line] },
      reply: asPosJson(preview),
      expected: preview,
    });
  });

  it('GET table-active-order reads the open order or null', async () => {
    await checkCall({
      effect: getActiveOrder({ tableId: '12' }),
      method: 'get',
      path: '/api/merchant/order/table-active-order',
      headers: { tableid: '12' },
      reply: `{"id":${BIG_ID},"code":"A-0001"}`,
      expected: { id: BIG_ID, code: 'A-0001' },
    });
  });

  it('GET has-processing-order says whether the table has an open order', async () => {
    await checkCall({
      effect: hasProcessingOrder({ tableId: '12' }),
      method: 'get',
      path: '/api/merchant/order/has-processing-order',
      headers: { tableid: '12' },
      reply: 'false',
      expected: false,
    });
  });

  it('GET table-order-ids keeps every id exact', async () => {
    await checkCall({
      effect: getTableOrderIds({ tableId: '12' }),
      method: 'get',
      path: '/api/merchant/order/table-order-ids',
      headers: { tableid: '12' },
      reply: `[${BIG_ID},42]`,
      expected: [BIG_ID, '42'],
    });
  });

  it('GET member-order-list asks for page 1 of 15 by default', async () => {
    const row = {
      id: BIG_ID,
      serial: 'A-0001',
      createAt: '2026-01-01T12:00:00+08:00',
      status: OrderStatus.Completed,
      paymentStatus: PaymentStatus.FullyPaid,
      totalAmount: 25,
      totalPointAmount: 0,
      itemCount: 2,
      tableId: '12',
      tableName: 'A1',
    };
    await checkCall({
      effect: getMemberOrders(),
      method: 'get',
      path: '/api/merchant/order/member-order-list',
      query: { page: '1', size: '15' },
      reply: asPosJson({ list: [row], total: 1, page: 1, size: 15 }),
      expected: { list: [row], total: 1, page: 1, size: 15 },
    });
  });

  it('GET detailForMember reads one order; an unknown status reads as Unknown', async () => {
    const order = anOrder();
    const reply = asPosJson({ ...order, status: 9 });
    await checkCall({
      effect: getOrderDetail({ orderId: BIG_ID }),
      method: 'get',
      path: '/api/merchant/order/detailForMember',
      query: { orderId: BIG_ID },
      reply,
      expected: { ...order, status: OrderStatus.Unknown },
    });
  });
});

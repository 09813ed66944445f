import { describe, expect, it } from 'vitest';
import { anOrder } from '../../adapters/testing/replies.fixture.ts';
import { aMenuProduct } from '../../domain/menu/menu.fixture.ts';
import { makeTestCore, nothingStored } from '../testing/core.fixture.ts';
import { FAKE_ORIGIN, makeFakePos, okReply, type Reply } from '../testing/fake-pos.fixture.ts';

const SEARCH = 'GET /api/member/merchant/search';
const dumplings = aMenuProduct({ id: '701' });

const diner = async (search: () => Reply | Promise<Reply>) => {
  const pos = makeFakePos([], undefined, { [SEARCH]: search });
  const made = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp-ada', fetch: pos.fetch });
  await made.core.hydrate({ ...nothingStored, merchantId: '1001' });
  return made.core;
};

describe('records asked and answered as events (issue 14)', () => {
  it('a search lands in the records read model, and replays from the log', async () => {
    const core = await diner(() => okReply([dumplings]));
    const found = await core.searchMenu('  dumpling ');
    expect(found.ok).toBe(true);
    expect(core.snapshot('records').search).toMatchObject({
      keyword: 'dumpling',
      status: 'success',
    });
    expect(core.snapshot('records').search.products.map((product) => product.id)).toEqual(['701']);
    const types = core.events().map((event) => event.type);
    expect(types.slice(-2)).toEqual(['SearchAsked', 'SearchAnswered']);
    // Back to before the answer: the screen is waiting for it.
    const asked = core.events().find((event) => event.type === 'SearchAsked');
    await core.travelTo(asked?.seq ?? 0);
    expect(core.snapshot('records').search.status).toBe('pending');
    await core.travelTo(null);
    await core.dispose();
  });

  it('a search the server cannot answer says so; an older answer arriving late shows nothing', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const slow = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    const replies: (() => Reply | Promise<Reply>)[] = [() => slow, () => 'network down'];
    const core = await diner(() => (replies.shift() ?? (() => 'network down' as const))());
    const older = core.searchMenu('dum');
    expect((await core.searchMenu('tea')).ok).toBe(false);
    expect(core.snapshot('records').search).toMatchObject({ keyword: 'tea', status: 'error' });
    answer(okReply([dumplings]));
    await older;
    expect(core.snapshot('records').search).toMatchObject({ keyword: 'tea', status: 'error' });
    await core.dispose();
  });

  it('the order code and the bell are asked and answered as events, the code never logged', async () => {
    const CHECK = 'GET /api/merchant/table/order-code/valid/4321';
    const ASK = 'POST /api/merchant/message/send-order-code-message';
    const CALL = 'POST /api/merchant/message/call-staff';
    const pos = makeFakePos([], undefined, {
      [CHECK]: () => okReply(false),
      [ASK]: () => okReply(null),
      [CALL]: () => okReply(null),
    });
    const { core } = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp-ada', fetch: pos.fetch });
    await core.hydrate({ ...nothingStored, merchantId: '1001', tableId: '501', tableName: 'A1' });
    expect(await core.checkOrderCode('4321')).toEqual({ ok: true, value: false });
    expect((await core.askForOrderCode()).ok).toBe(true);
    expect((await core.callStaff()).ok).toBe(true);
    expect(core.snapshot('records').table).toEqual({
      codeCheck: 'success',
      codeValid: false,
      codeAsk: 'success',
      staffCall: 'success',
    });
    expect(JSON.stringify(core.events())).not.toContain('4321');
    // Back to while the code was being checked: the popup is busy again.
    const checking = core.events().find((event) => event.type === 'OrderCodeCheckAsked');
    await core.travelTo(checking?.seq ?? 0);
    expect(core.snapshot('records').table.codeCheck).toBe('pending');
    await core.travelTo(null);
    // The popup opened again asks afresh; the staff, once asked, stay asked.
    await core.openPopup('orderCode');
    expect(core.snapshot('records').table).toMatchObject({ codeCheck: 'idle', codeAsk: 'success' });
    await core.dispose();
  });

  it('the member’s orders, an order’s detail and coupons each replay to the moment they were asked', async () => {
    const order = anOrder();
    const pos = makeFakePos([], undefined, {
      'GET /api/merchant/order/member-order-list': () =>
        okReply({ list: [{ ...order, orderItems: [] }], total: 1, page: 1, size: 15 }),
      'GET /api/merchant/order/detailForMember': () => okReply(order),
      'GET /api/member/coupons': () => okReply({ list: [], total: 0, page: 1, size: 15 }),
    });
    const { core } = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp-ada', fetch: pos.fetch });
    await core.hydrate({ ...nothingStored, merchantId: '1001' });
    expect((await core.loadOrderList(1)).ok).toBe(true);
    expect((await core.loadOrderDetail(order.id)).ok).toBe(true);
    expect((await core.loadCoupons('available', 1)).ok).toBe(true);
    const seqOf = (type: string) => core.events().find((event) => event.type === type)?.seq ?? 0;
    const screens = [
      ['OrderListAsked', () => core.snapshot('records').orders.status],
      ['OrderDetailAsked', () => core.snapshot('records').detail.status],
      ['CouponsAsked', () => core.snapshot('records').coupons.available.status],
    ] as const;
    for (const [asked, status] of screens) {
      expect(status()).toBe('success');
      await core.travelTo(seqOf(asked));
      expect(status(), asked).toBe('pending');
      await core.travelTo(null);
    }
    await core.dispose();
  });
});

import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../../domain/cart/order-item.fixture.ts';
import { initialCartState } from '../../domain/cart/state.ts';
import { ItemMode } from '../../domain/model/enums.ts';
import { cartAt } from '../testing/fake-pos.fixture.ts';
import { cartView } from './cart.ts';

const item = (id: string, overrides = {}) =>
  anOrderItem({ id, menuId: '1', categoryId: '601', price: 10, ...overrides });

describe('the cart read model', () => {
  it('lists the diner’s own lines first, priced, hiding what §5 hides', () => {
    const cart = cartAt(4, {
      peer: [item('1', { quantity: 2 })],
      me: [
        item('2'),
        item('3', { quantity: 0 }),
        item('4', { mode: ItemMode.Recharge }),
        item('5', { mode: ItemMode.PointExchange, price: 0, pointsPrice: 300, quantity: 2 }),
      ],
      idle: [],
    });
    const view = cartView({ ...initialCartState, current: cart, confirmed: cart }, 'me');
    expect(view.diners.map((diner) => [diner.userId, diner.mine])).toEqual([
      ['me', true],
      ['peer', false],
    ]);
    expect(
      view.diners[0]?.lines.map((line) => [line.lineIndex, line.itemTotal, line.points]),
    ).toEqual([
      [0, 10, 0],
      [3, 0, 600],
    ]);
    expect(view).toMatchObject({
      version: 4,
      withLines: ['me', 'peer'],
      points: 600,
      othersPoints: 0,
      itemCount: 5,
    });
    // The peer's point dish is one the diner would pay for by placing the round.
    const peers = cartAt(5, {
      peer: [item('6', { mode: ItemMode.PointExchange, price: 0, pointsPrice: 300 })],
      me: [item('7', { mode: ItemMode.PointExchange, price: 0, pointsPrice: 300 })],
      idle: [],
    });
    expect(cartView({ ...initialCartState, current: peers, confirmed: peers }, 'me')).toMatchObject(
      { points: 600, othersPoints: 300 },
    );
    expect(view.totals.subtotal).toBe(30);
  });

  it('is empty before any cart, keeping an entry for the diner even with no lines', () => {
    expect(cartView(initialCartState, 'me')).toMatchObject({
      version: null,
      diners: [],
      itemCount: 0,
      totals: { total: 0 },
    });
    const cart = cartAt(1, { me: [] });
    const view = cartView({ ...initialCartState, current: cart, confirmed: cart }, 'me');
    expect(view.diners).toEqual([
      {
        userId: 'me',
        mine: true,
        lapsed: false,
        name: null,
        number: 1,
        lines: [],
        invalidLines: [],
      },
    ]);
  });

  it('marks the lines of this page’s member whose session ended, and lists them after the diner’s own', () => {
    const cart = cartAt(1, { bo: [item('1')], mei: [item('2')], me: [item('3')] });
    const view = cartView({ ...initialCartState, current: cart, confirmed: cart }, 'me', 'mei');
    expect(view.diners.map((diner) => [diner.userId, diner.mine, diner.lapsed])).toEqual([
      ['me', true, false],
      ['mei', false, true],
      ['bo', false, false],
    ]);
  });

  it('names other diners by the first name the POS gives, else by their place at the table', () => {
    const cart = cartAt(1, { ann: [item('1')], me: [item('2')], bo: [item('3')] });
    const named = {
      ...cart,
      userCarts: cart.userCarts.map((entry) =>
        entry.userId === 'ann' ? { ...entry, userName: 'Ann' } : entry,
      ),
    };
    const view = cartView({ ...initialCartState, current: named, confirmed: named }, 'me');
    // The place is the table's order of first writes: the same on every phone.
    expect(view.diners.map(({ userId, name, number }) => [userId, name, number])).toEqual([
      ['me', null, 2],
      ['ann', 'Ann', 1],
      ['bo', null, 3],
    ]);
  });

  it('counts the items no longer available, out of the totals, whoever added them', () => {
    const cart = cartAt(2, { me: [item('1')], bo: [] });
    const withGone = {
      ...cart,
      userCarts: cart.userCarts.map((entry) =>
        entry.userId === 'bo'
          ? { ...entry, invalidOrderItems: [item('7', { quantity: 2 })] }
          : { ...entry, invalidOrderItems: [item('8')] },
      ),
    };
    const view = cartView({ ...initialCartState, current: withGone, confirmed: withGone }, 'me');
    expect(view).toMatchObject({ itemCount: 1, unavailableCount: 3, totals: { subtotal: 10 } });
  });
});

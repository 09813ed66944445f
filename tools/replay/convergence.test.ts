import { describe, expect, it } from 'vitest';
import { sequence } from '../../src/domain/event.fixture.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import { emptyCartOrder } from '../../src/domain/model/defaults.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { anOrderItem } from '../../src/domain/cart/order-item.fixture.ts';
import {
  converging,
  diverging,
  linesOf,
  logText,
  replay,
  replayIn,
  reportOf,
} from './test-support.ts';
import { unreadMessage } from '../../src/domain/live/migrations.ts';

describe('convergence of the fixture sessions', () => {
  it('all three diners end on the server’s last cart', () => {
    const result = replay(...converging);
    expect(result.exitCode).toBe(0);
    expect(linesOf(result.stdout).slice(-5)).toEqual([
      "convergence: the server's last reply is cartRowVersion 6, fp-b seq 19 CartReplacedFromServer (tools/replay/fixtures/converging/bo.jsonl:20)",
      '  fp-a: converged (holds v6)',
      '  fp-b: converged (holds v6)',
      '  fp-c: converged (holds v6)',
      'converged',
    ]);
  });

  it('names the diner who missed the placement, and the event it fell behind at', () => {
    const result = replay(...diverging);
    expect(result.exitCode).toBe(1);
    const lines = linesOf(result.stdout);
    const at = 'fp-b seq 19 CartReplacedFromServer (tools/replay/fixtures/diverging/bo.jsonl:20)';
    expect(lines.at(-1)).toBe(`DIVERGED: fp-c since ${at}`);
    expect(lines.at(-2)).toBe(
      `  fp-c: DIVERGED (holds v5) since ${at}; to match the server: -1 Pork dumplings (diner-a), -1 Beef noodle soup (diner-b), -1 Scallion pancake (diner-c)`,
    );
    expect(lines.at(-3)).toBe('  fp-b: converged (holds v6)');
  });

  it('gives the same verdict as JSON', () => {
    const { convergence } = reportOf(replay('--json', ...diverging));
    expect(convergence?.converged).toBe(false);
    expect(convergence?.serverLastReply).toMatchObject({
      cartRowVersion: 6,
      at: { log: 'fp-b', seq: 19 },
    });
    expect(convergence?.diners[2]).toMatchObject({
      log: 'fp-c',
      converged: false,
      holds: 5,
      divergedAt: { log: 'fp-b', seq: 19, type: 'CartReplacedFromServer', line: 20 },
    });
  });

  it('does not depend on the order the files are given in', () => {
    const verdict = (files: string[]) => linesOf(replay(...files).stdout).at(-1);
    expect(verdict([...diverging].reverse())).toBe(verdict(diverging));
  });
});

const table = { tableId: '501', tableName: 'A1' };
const cartAt = (version: number, quantity: number): CartOrder => {
  const item = anOrderItem({ quantity });
  return {
    ...emptyCartOrder(table, version),
    cartRowVersion: version,
    userCarts: [{ userId: 'u1', orderItems: [item], invalidOrderItems: [] }],
    orderItems: [item],
  };
};
const reply = (at: number, cart: CartOrder) =>
  ({ at, type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } }) as const;
/** The server's announcement of a write `from` made (docs/live-hub.md, "The table feed"). */
const announced = (at: number, from: string, cart: CartOrder) =>
  ({
    at,
    type: 'LiveMessageReceived',
    payload: unreadMessage({
      fromBrowserId: 'server',
      messageType: 'addOrDecreaseCartItem',
      data: { ...cart, liveVersion: cart.cartRowVersion, changedBy: from, locale: 'en-US' },
    }),
  }) as const;
const check = (a: AppEvent[], b: AppEvent[]) =>
  replayIn({
    'a.jsonl': logText(a, { browserId: 'a' }),
    'b.jsonl': logText(b, { browserId: 'b' }),
  })('a.jsonl', 'b.jsonl');

describe('the convergence rule', () => {
  it('forgives a diner who was behind for a while and caught up', () => {
    const a = sequence([reply(1000, cartAt(1, 1)), reply(2000, cartAt(2, 2))], 0);
    const b = sequence([announced(1500, 'a', cartAt(1, 1)), announced(2500, 'a', cartAt(2, 2))], 0);
    expect(linesOf(check(a, b).stdout).at(-1)).toBe('converged');
  });

  it('takes the highest cartRowVersion as the server’s last reply, whenever it arrived', () => {
    // b's late, older reply is not the server's last word; a's v3 is.
    const a = sequence([reply(1000, cartAt(3, 3))], 0);
    const b = sequence([reply(500, cartAt(3, 3)), reply(2000, cartAt(2, 2))], 0);
    const lines = linesOf(check(a, b).stdout);
    expect(lines.find((line) => line.startsWith('convergence:'))).toContain(
      'cartRowVersion 3, b seq 1',
    );
  });

  it('compares lines, not bookkeeping: ids, times and versions may differ', () => {
    const same = { ...cartAt(2, 1), lastOperateTime: 9, updateAt: 'later' };
    const a = sequence([reply(1000, cartAt(2, 1))], 0);
    const b = sequence(
      [
        reply(1000, {
          ...same,
          userCarts: same.userCarts.map((u) => ({
            ...u,
            orderItems: u.orderItems.map((i) => ({ ...i, id: '77' })),
          })),
        }),
      ],
      0,
    );
    expect(check(a, b).exitCode).toBe(0);
  });

  it('names the first event of the last stretch out of step', () => {
    const a = sequence(
      [reply(1000, cartAt(1, 1)), reply(2000, cartAt(2, 2)), reply(3000, cartAt(3, 3))],
      0,
    );
    const b = sequence([announced(1100, 'a', cartAt(1, 1)), announced(2100, 'a', cartAt(2, 2))], 0);
    const result = check(a, b);
    expect(result.exitCode).toBe(1);
    expect(linesOf(result.stdout).at(-1)).toBe(
      'DIVERGED: b since a seq 3 CartReplacedFromServer (a.jsonl:4)',
    );
    expect(linesOf(result.stdout).at(-2)).toContain('b: DIVERGED (holds v2) since a seq 3');
    expect(linesOf(result.stdout).at(-2)).toContain('to match the server: +1 Burger (u1)');
  });

  it('with no server cart anywhere, every diner must hold none', () => {
    const a = sequence([{ type: 'ClockTicked', payload: {} }]);
    const result = check(a, []);
    expect(linesOf(result.stdout).slice(-4)).toEqual([
      'convergence: no server cart in any log; every diner must hold none',
      '  a: converged (holds no cart)',
      '  b: converged (holds no cart)',
      'converged',
    ]);
  });

  it('mentions edits still unconfirmed at the end', () => {
    const edit = {
      type: 'CartItemReduced',
      payload: { userId: 'u1', lineIndex: 0, quantity: 1 },
    } as const;
    const a = sequence([reply(1000, cartAt(2, 2)), { ...edit, at: 1500 }], 0);
    const b = sequence([announced(1100, 'a', cartAt(2, 2))], 0);
    expect(linesOf(check(a, b).stdout)).toContain('  a: converged (holds v2, 1 unconfirmed edits)');
  });
});

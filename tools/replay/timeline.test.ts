import { describe, expect, it } from 'vitest';
import { aNewCartLine } from '../../src/domain/cart/order-item.fixture.ts';
import { sequence } from '../../src/domain/event.fixture.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import { fold } from '../../src/domain/fold.ts';
import { emptyCartOrder } from '../../src/domain/model/defaults.ts';
import { type AppState, initialAppState } from '../../src/domain/state.ts';
import { converging, linesOf, logText, replay, replayIn } from './test-support.ts';
import { summarizeStep } from './timeline.ts';
import { unreadMessage } from '../../src/domain/live/migrations.ts';

describe('the timeline of a three-diner session', () => {
  const result = replay(...converging);
  const lines = linesOf(result.stdout);
  const rows = lines.filter((line) => /^\s*\d+ {2}\d{4}-/.test(line));

  it('names the logs, then prints one line per event of every log', () => {
    expect(result.exitCode).toBe(0);
    expect(lines[0]).toBe('3 logs of table 501, merchant 1001');
    expect(lines[1]).toBe(
      '  fp-a: tools/replay/fixtures/converging/ann.jsonl, app 0.1.0, guest, 21 events',
    );
    expect(rows).toHaveLength(21 + 22 + 18);
  });

  it('puts the events of all logs on one time line, in UTC', () => {
    const times = rows.map((row) => row.split(/\s+/)[2] ?? '');
    expect(times.every((time) => time.endsWith('Z'))).toBe(true);
    expect([...times].sort()).toEqual(times);
  });

  it('says what each event changed, slice by slice', () => {
    expect(rows).toContain(
      '  9  2026-11-22T18:00:30.000Z  fp-a  CartItemAdded           cart: +2 Pork dumplings (diner-a), 1 unconfirmed',
    );
    expect(rows).toContain(
      ' 10  2026-11-22T18:00:30.250Z  fp-a  CartReplacedFromServer  cart: v1→v2, confirmed; timeline: Guest 1 added 2 × Pork dumplings',
    );
    expect(rows).toContain(
      ' 12  2026-11-22T18:01:40.300Z  fp-a  LiveMessageReceived     [server addOrDecreaseCartItem] cart: +1 Beef noodle soup (diner-b), v2→v3; live: table v2; timeline: Guest 2 added 1 × Beef noodle soup',
    );
    expect(rows).toContain(
      ' 18  2026-11-22T18:03:31.200Z  fp-b  OrderPlaced             order: placed 4001, active order 4001 (3 lines); popups: orderSubmitted opened (Bo), cart closed; timeline: round ? sent by Bo, 1 dropped',
    );
    expect(
      rows.some(
        (row) => row.includes('fp-c  TableIdentified') && row.includes('tableName null→"A1"'),
      ),
    ).toBe(true);
  });

  it('leaves the log column out for a single log', () => {
    const single = linesOf(replay(converging[0] ?? '').stdout);
    expect(single).toContain('seq  time                      event                   summary');
    expect(single).toContain(
      '  5  2026-11-22T18:00:00.900Z  LiveConnectionChanged   live: connected',
    );
  });
});

describe('summaries', () => {
  const at = 1_795_370_400_000;

  it('say why a live message changed nothing', () => {
    const events = sequence(
      [
        { type: 'FingerprintIdentified', payload: { fingerprint: 'me' } },
        {
          type: 'LiveMessageReceived',
          payload: unreadMessage({ fromBrowserId: 'me', messageType: 'updateOrder', data: null }),
        },
        {
          type: 'LiveMessageReceived',
          payload: unreadMessage({ fromBrowserId: 'server', messageType: 'placeOrder', data: 7 }),
        },
        {
          type: 'LiveMessageReceived',
          payload: unreadMessage({ fromBrowserId: 'peer', messageType: 'clearCart', data: null }),
        },
        {
          type: 'LiveMessageReceived',
          payload: unreadMessage({ fromBrowserId: 'peer', messageType: 'placeOrder', data: null }),
        },
        {
          type: 'LiveMessageReceived',
          payload: unreadMessage({
            fromBrowserId: 'server',
            messageType: 'sparkle\nnew',
            data: null,
          }),
        },
      ],
      at,
    );
    const rows = linesOf(replayIn({ 'l.jsonl': logText(events) })('l.jsonl').stdout).slice(-5);
    expect(rows[0]).toMatch(/\[me updateOrder\] no change \(own echo\)$/);
    expect(rows[1]).toMatch(/\[server placeOrder\] no change \(malformed data\)$/);
    expect(rows[2]).toMatch(
      /\[peer clearCart\] no change \(a diner's hint: the worker refetches the cart\)$/,
    );
    expect(rows[3]).toMatch(/\[peer placeOrder\] no change \(a diner's message, ignored\)$/);
    // A control character from a newer server never breaks the line.
    expect(rows[4]).toMatch(
      /\[server sparkle\\u000anew\] live: unknown message type "sparkle\\nnew"$/,
    );
  });

  it('describe a failed write as a rollback, and an idle tick as no change', () => {
    const cart = { ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, at), cartRowVersion: 4 };
    const line = aNewCartLine({ menuName: 'Burger', quantity: 2 });
    const events = sequence(
      [
        { type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
        { type: 'CartItemAdded', payload: { userId: 'u1', line, orderType: 'dineIn' } },
        { type: 'CartSyncFailed', payload: { code: 66666, message: 'conflict' } },
        { type: 'ClockTicked', payload: {} },
      ],
      at,
    );
    const states: AppState[] = [];
    for (const event of events) states.push(fold(states.at(-1) ?? initialAppState, event));
    const summary = (index: number) =>
      summarizeStep(
        events[index] as AppEvent,
        states[index - 1] ?? initialAppState,
        states[index] ?? initialAppState,
      );
    expect(summary(0)).toBe('cart: loaded v4, status success');
    expect(summary(1)).toBe('cart: +2 Burger (u1), 1 unconfirmed');
    expect(summary(2)).toBe('cart: -2 Burger (u1), rolled back, error "conflict"');
    expect(summary(3)).toBe('no change');
  });
});

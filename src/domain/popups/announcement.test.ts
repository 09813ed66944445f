import { describe, expect, it } from 'vitest';
import { ORDER_ANNOUNCEMENT_WINDOW_MS } from '../constants.ts';
import type { AppEvent } from '../events.ts';
import { foldAll } from '../fold.ts';
import { interpretLiveMessage } from '../live/messages.ts';
import { aReader } from '../live/reader.fixture.ts';
import { emptyOrder } from '../model/defaults.ts';
import { LiveMessageType } from '../model/live-message.ts';
import { initialAppState } from '../state.ts';
import { PopupName } from './events.ts';
import { unreadMessage } from '../live/migrations.ts';

const order = { ...emptyOrder({ tableId: '501', tableName: 'A1' }), id: '1900000000000000001' };
const notice = (seq: number, at: number, messageType: string, data: unknown): AppEvent => ({
  seq,
  at,
  type: 'LiveMessageReceived',
  payload: unreadMessage({ fromBrowserId: 'server', messageType, data }),
});
const placed = (seq: number, at: number, submitName = 'Bo') =>
  notice(seq, at, LiveMessageType.PlaceOrder, { submitName, orderId: order.id });
const dismiss = (seq: number, at: number): AppEvent => ({
  seq,
  at,
  type: 'PopupClosed',
  payload: { popup: PopupName.OrderSubmitted },
});

/**
 * One placement can reach a diner twice: the backplane retries a publish that failed, and the
 * failure may have come after Redis took it (docs/live-hub.md).
 */
describe('one placement announced twice (a publish retried)', () => {
  it('reads the order id a notice names, and none when it names none', () => {
    const read = (data: unknown) =>
      interpretLiveMessage({ fromBrowserId: 'server', messageType: 'placeOrder', data }, aReader());
    expect(read({ submitName: 'Bo', orderId: '42' })).toEqual({
      kind: 'orderPlaced',
      submitterName: 'Bo',
      orderId: '42',
    });
    expect(read({ submitName: 'Bo', orderId: 42 })).toEqual({
      kind: 'orderPlaced',
      submitterName: 'Bo',
    });
  });

  it('absorbs the second notice even after the first was dismissed', () => {
    const state = foldAll(initialAppState, [placed(1, 1_000), dismiss(2, 1_500), placed(3, 1_800)]);
    expect(state.popups.open.orderSubmitted).toBe(false);
  });

  it('announces a later round of the same order again', () => {
    const later = 1_000 + ORDER_ANNOUNCEMENT_WINDOW_MS;
    const state = foldAll(initialAppState, [placed(1, 1_000), dismiss(2, 1_500), placed(3, later)]);
    expect(state.popups.open.orderSubmitted).toBe(true);
  });

  it('lets the placer’s own OrderPlaced absorb the POS notice that came first', () => {
    const own: AppEvent = {
      seq: 3,
      at: 1_200,
      type: 'OrderPlaced',
      payload: { order, submitterName: 'Ada' },
    };
    const state = foldAll(initialAppState, [placed(1, 1_000, 'Ada'), dismiss(2, 1_100), own]);
    expect(state.popups.open.orderSubmitted).toBe(false);
    expect(state.popups.open.cart).toBe(false);
  });

  it('says the order was the placer’s own, whichever of their reply and the notice came first', () => {
    const own = (seq: number): AppEvent => ({
      seq,
      at: 1_000 + seq,
      type: 'OrderPlaced',
      payload: { order, submitterName: 'Ada' },
    });
    const replyFirst = foldAll(initialAppState, [own(1), placed(2, 1_002, 'Ada')]);
    expect(replyFirst.popups).toMatchObject({ submitterName: 'Ada', submittedByMe: true });
    const noticeFirst = foldAll(initialAppState, [placed(1, 1_001, 'Ada'), own(2)]);
    expect(noticeFirst.popups).toMatchObject({ submitterName: 'Ada', submittedByMe: true });
    // Another diner's order, and a dismissed dialog, say nothing of this diner.
    expect(foldAll(initialAppState, [placed(1, 1_000)]).popups.submittedByMe).toBe(false);
    expect(foldAll(initialAppState, [own(1), dismiss(2, 1_500)]).popups.submittedByMe).toBe(false);
  });

  it('leaves the submitted dialog as it is when an update follows, and opens no other', () => {
    const update = notice(2, 1_100, LiveMessageType.UpdateOrder, { orderId: order.id });
    const state = foldAll(initialAppState, [placed(1, 1_000), update]);
    expect(state.popups.open).toMatchObject({ orderSubmitted: true, orderUpdated: false });
    expect(state.popups.submitterName).toBe('Bo');
  });

  it('confirms a round the diner added without the submitted dialog (issue 15 item 12)', () => {
    const round: AppEvent = {
      seq: 1,
      at: 1_000,
      type: 'OrderPlaced',
      payload: { order, submitterName: 'Dana', addedRound: true },
    };
    const state = foldAll(initialAppState, [round]);
    expect(state.popups.open.orderSubmitted).toBe(false);
    expect(state.order.placed?.id).toBe(order.id);
  });

  it('shows every notice that names no order', () => {
    const bare = (seq: number) =>
      notice(seq, 1_000 + seq, LiveMessageType.PlaceOrder, { submitName: 'Bo' });
    const state = foldAll(initialAppState, [bare(1), dismiss(2, 1_002), bare(3)]);
    expect(state.popups.open.orderSubmitted).toBe(true);
  });
});

import { castDraft, produce } from 'immer';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { cartAt } from '../../domain/cart/cart.fixture.ts';
import { anOrderItem } from '../../domain/cart/order-item.fixture.ts';
import { emptyOrder } from '../../domain/model/defaults.ts';
import type { CartOrder } from '../../domain/model/order.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';
import { popups$, type PopupsView } from './small.ts';

const MINUTE = 60_000;

/** A diner ("diner-1") at a table with an unpaid order and the unfinished-order popup open. */
const arriving = (cart: CartOrder, now: number): AppState =>
  produce(initialAppState, (draft) => {
    draft.now = now;
    draft.session.guestUuid = 'diner-1';
    draft.session.settings = {
      supportGuest: true,
      orderCodeRequired: false,
      themePrimaryColor: '',
      clearCartMinutes: 30,
    };
    draft.order.placed = castDraft(emptyOrder({ tableId: '501', tableName: 'A1' }));
    draft.cart.current = castDraft(cart);
    draft.popups.open.unfinishedOrder = true;
  });

const viewOf = (state: AppState): PopupsView => {
  let view: PopupsView | null = null;
  popups$(of(state)).subscribe((next) => (view = next));
  if (view === null) throw new Error('no view');
  return view;
};

describe('what the unfinished-order popup says Start again clears', () => {
  const line = anOrderItem({ quantity: 1 });

  it('the diner’s own lines while the table’s order is open, nothing when they hold none', () => {
    const now = 2_000 + MINUTE;
    expect(viewOf(arriving(cartAt(2, { 'diner-1': [line] }), now)).restartClears).toBe('mine');
    expect(viewOf(arriving(cartAt(2, { 'diner-2': [line] }), now)).restartClears).toBe('nothing');
  });

  it('the whole table’s cart an earlier party left idle', () => {
    const later = 2_000 + 31 * MINUTE;
    const idle = produce(arriving(cartAt(2, { 'diner-2': [line] }), later), (draft) => {
      draft.order.placed = null;
    });
    expect(viewOf(idle).restartClears).toBe('table');
  });
});

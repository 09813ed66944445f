import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { emptyOrder } from '../model/defaults.ts';
import { initialAppState } from '../state.ts';

const order = { ...emptyOrder({ tableId: '501', tableName: 'A1' }), id: '900719925474099312' };

describe('order slice', () => {
  it('goes from placing to placed, keeping the exact large id', () => {
    const placing = foldAll(
      initialAppState,
      sequence([{ type: 'OrderPlacementStarted', payload: {} }]),
    );
    expect(placing.order.placement).toEqual({ status: 'placing' });
    const placed = foldAll(placing, [
      { seq: 2, at: 2, type: 'OrderPlaced', payload: { order, submitterName: 'Ada' } },
    ]);
    expect(placed.order.placement).toEqual({ status: 'placed', orderId: '900719925474099312' });
    expect(placed.order.placed).toEqual(order);
  });

  it('keeps the failure code and message', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'OrderPlacementStarted', payload: {} },
        { type: 'OrderPlacementFailed', payload: { code: 10087, message: 'order.orderSubmitted' } },
      ]),
    );
    expect(state.order.placement).toEqual({
      status: 'failed',
      code: 10087,
      message: 'order.orderSubmitted',
    });
  });

  it('marks a placement found not to have arrived as not sent, and only that one', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'OrderPlacementStarted', payload: {} },
        {
          type: 'OrderPlacementFailed',
          payload: { code: null, message: 'order.placementNotSent', notSent: true },
        },
      ]),
    );
    expect(state.order.placement).toMatchObject({ status: 'failed', notSent: true });
    const refused = foldAll(state, [
      { seq: 3, at: 3, type: 'OrderPlacementStarted', payload: {} },
      { seq: 4, at: 4, type: 'OrderPlacementFailed', payload: { code: 10087, message: 'x' } },
    ]);
    expect(refused.order.placement).not.toHaveProperty('notSent');
  });

  it('loads the active order of the table, or none, and resets placement on logout', () => {
    const loaded = foldAll(
      initialAppState,
      sequence([{ type: 'PlacedOrderLoaded', payload: { order } }]),
    );
    expect(loaded.order.placed).toEqual(order);
    const none = foldAll(loaded, [
      { seq: 2, at: 2, type: 'PlacedOrderLoaded', payload: { order: null } },
      { seq: 3, at: 3, type: 'OrderPlacementStarted', payload: {} },
      { seq: 4, at: 4, type: 'LoggedOut', payload: { guestUuid: 'u', reason: 'user' } },
    ]);
    expect(none.order).toEqual(initialAppState.order);
  });
});

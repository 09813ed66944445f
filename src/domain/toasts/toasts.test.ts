import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import type { ToastMessage } from '../errors/failure.ts';
import { foldAll } from '../fold.ts';
import { initialAppState } from '../state.ts';
import { MAX_TOASTS } from './state.ts';

const shown = (message: ToastMessage) =>
  ({ type: 'ToastShown', payload: { message, kind: 'error' } }) as const;
const key = (k: 'cart.updateFailed' | 'order.orderSubmitted'): ToastMessage => ({
  kind: 'key',
  key: k,
});
const text = (t: string): ToastMessage => ({ kind: 'text', text: t });

describe('toasts slice', () => {
  it('shows a toast under its event’s seq and dismisses it by that id', () => {
    const state = foldAll(initialAppState, sequence([shown(key('cart.updateFailed'))], 5_000));
    expect(state.toasts.items).toEqual([
      { id: 1, message: key('cart.updateFailed'), kind: 'error', shownAt: 5_000 },
    ]);
    const dismissed = foldAll(state, [
      { seq: 2, at: 6_000, type: 'ToastDismissed', payload: { id: 1 } },
    ]);
    expect(dismissed.toasts.items).toEqual([]);
  });

  it('moves a repeated message to the end instead of stacking it', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        shown(key('cart.updateFailed')),
        shown(text('Sold out')),
        shown(key('order.orderSubmitted')),
        shown(key('cart.updateFailed')),
        shown(text('Sold out')),
      ]),
    );
    expect(state.toasts.items.map((toast) => toast.id)).toEqual([3, 4, 5]);
  });

  it('keeps only the newest few', () => {
    const state = foldAll(
      initialAppState,
      sequence(['a', 'b', 'c', 'd', 'e'].map((t) => shown(text(t)))),
    );
    expect(state.toasts.items).toHaveLength(MAX_TOASTS);
    expect(state.toasts.items.at(-1)?.message).toEqual(text('e'));
  });
});

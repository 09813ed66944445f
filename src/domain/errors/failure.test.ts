import { describe, expect, it } from 'vitest';
import { resolveFailure } from './failure.ts';

const reply = (code: number, msg = '') => ({ kind: 'reply', code, msg }) as const;

describe('resolveFailure', () => {
  it('logs out on 401 without a toast', () => {
    expect(resolveFailure(reply(401, 'expired'), 'updateCart')).toEqual({
      handling: 'logout',
      message: null,
    });
  });

  it('shows the catalogue key for a known code', () => {
    expect(resolveFailure(reply(66666, 'cart moved'), 'placeOrder')).toEqual({
      handling: 'showAndReloadCart',
      message: { kind: 'key', key: 'order.shoppingCartUpdated' },
    });
    expect(resolveFailure(reply(404), 'login')).toEqual({
      handling: 'signUpRequired',
      message: { kind: 'key', key: 'login.signUpRequired' },
    });
  });

  it('shows the server message, or the context fallback when it is blank', () => {
    expect(resolveFailure(reply(500, ' Kitchen closed '), 'placeOrder')).toEqual({
      handling: 'showServerMessage',
      message: { kind: 'text', text: 'Kitchen closed' },
    });
    expect(resolveFailure(reply(500, ''), 'placeOrder').message).toEqual({
      kind: 'key',
      key: 'order.placeOrderError',
    });
    expect(resolveFailure(reply(500), 'loadCart').message).toEqual({
      kind: 'key',
      key: 'cart.fetchFailed',
    });
    expect(resolveFailure(reply(12000), 'activeOrder')).toEqual({
      handling: 'declared',
      message: { kind: 'key', key: 'order.orderClosed' },
    });
  });

  it('only logs transport trouble outside a user action', () => {
    expect(resolveFailure({ kind: 'transport' }, 'general')).toEqual({
      handling: 'logOnly',
      message: null,
    });
    expect(resolveFailure({ kind: 'transport' }, 'updateCart')).toEqual({
      handling: 'show',
      message: { kind: 'key', key: 'cart.updateFailed' },
    });
  });

  it('names empty cart data specifically', () => {
    expect(resolveFailure({ kind: 'emptyData' }, 'loadCart').message).toEqual({
      kind: 'key',
      key: 'cart.fetchEmptyData',
    });
    expect(resolveFailure({ kind: 'emptyData' }, 'activeOrder').message).toEqual({
      kind: 'key',
      key: 'order.orderClosed',
    });
  });
});

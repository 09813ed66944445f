import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  DecodeFailure,
  NetworkFailure,
  Timeout,
  Unauthorized,
  failureCode,
  resolveApiError,
} from './errors.ts';

const conflict = new ApiFailure({ code: 66666, msg: 'updated', status: 409, data: null });
const timeout = new Timeout({ request: 'POST /api/shoppingCart', timeoutMs: 10_000 });

describe('tagged errors meet the §8 catalogue', () => {
  it('logs the user out on Unauthorized', () => {
    expect(resolveApiError(new Unauthorized({ request: 'GET /api/member' }), 'general')).toEqual({
      handling: 'logout',
      message: null,
    });
  });

  it('shows and reloads the cart on 66666', () => {
    expect(resolveApiError(conflict, 'updateCart')).toEqual({
      handling: 'showAndReloadCart',
      message: { kind: 'key', key: 'order.shoppingCartUpdated' },
    });
  });

  it('only logs transport trouble outside a user action, and says so inside one', () => {
    const network = new NetworkFailure({ request: 'GET /x', description: 'offline' });
    const decode = new DecodeFailure({ request: 'GET /x', description: 'bad' });
    for (const error of [timeout, network, decode]) {
      expect(resolveApiError(error, 'general').handling).toBe('logOnly');
    }
    expect(resolveApiError(timeout, 'updateCart').message).toEqual({
      kind: 'key',
      key: 'cart.updateFailed',
    });
  });

  it('records the code when a reply said one', () => {
    expect(failureCode(conflict)).toBe(66666);
    expect(failureCode(new Unauthorized({ request: 'GET /x' }))).toBe(401);
    expect(failureCode(timeout)).toBeNull();
  });
});

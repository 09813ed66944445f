import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../domain/errors/catalogue.ts';
import {
  Unauthorized,
  Unreachable,
  describeApiError,
  failureCode,
  isNotFound,
  isRefusal,
  refusalOf,
  resolveApiError,
} from './errors.ts';

const refusal = (code: number) => refusalOf({ code, msg: 'said', status: 409, data: null });
const conflict = refusal(66666);
const timeout = new Unreachable({
  request: 'POST /api/shoppingCart',
  reason: 'timeout',
  description: 'no reply within 10000 ms',
});

describe('tagged errors meet the §8 catalogue', () => {
  it('gives every code the catalogue names a tag of its own, and any other code Refused', () => {
    const named = errorCatalogue.filter((entry) => entry.code !== 401 && entry.code !== 404);
    for (const { code } of named) expect(refusal(code)._tag).not.toBe('Refused');
    expect(refusal(66666)._tag).toBe('ShoppingCartUpdated');
    expect(refusal(4291)._tag).toBe('CodeRateLimited');
    expect(refusal(777)._tag).toBe('Refused');
    // 404 means "sign up" only to the login call, which names it itself (api/member.ts).
    expect(refusal(404)._tag).toBe('Refused');
  });

  it('lets a caller handle one code by its tag', async () => {
    const handled = await Effect.runPromise(
      Effect.fail(conflict).pipe(
        Effect.catchTag('ShoppingCartUpdated', (error) => Effect.succeed(`replay ${error.code}`)),
      ),
    );
    expect(handled).toBe('replay 66666');
  });

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
    expect(resolveApiError(timeout, 'general').handling).toBe('logOnly');
    expect(resolveApiError(timeout, 'updateCart').message).toEqual({
      kind: 'key',
      key: 'cart.updateFailed',
    });
  });

  it('records the code when a reply said one', () => {
    expect(failureCode(conflict)).toBe(66666);
    expect(failureCode(new Unauthorized({ request: 'GET /x' }))).toBe(401);
    expect(failureCode(timeout)).toBeNull();
    expect(isRefusal(conflict)).toBe(true);
    expect(isRefusal(timeout)).toBe(false);
  });

  it('tells a 404 refusal (no such thing for this asker) from other failures', () => {
    expect(isNotFound(refusalOf({ code: 404, msg: 'no order', status: 404, data: null }))).toBe(
      true,
    );
    expect(isNotFound(refusalOf({ code: 2025, msg: 'sold out', status: 404, data: null }))).toBe(
      false,
    );
    expect(isNotFound(refusal(404))).toBe(false);
    expect(isNotFound(timeout)).toBe(false);
  });

  it('describes an error in one line for the logs', () => {
    expect(describeApiError(conflict)).toBe('ShoppingCartUpdated 66666 said');
    expect(describeApiError(timeout)).toBe('Unreachable');
  });
});

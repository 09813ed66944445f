import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  errorContexts,
  handlingFor,
  renewalRetiresTableCode,
} from './catalogue.ts';

describe('handlingFor', () => {
  it.each([
    [401, 'logout', null],
    [10087, 'show', 'order.orderSubmitted'],
    [66666, 'showAndReloadCart', 'order.shoppingCartUpdated'],
    [10011, 'show', 'order.guestModeDoesNotSupportPlacingOrders'],
    [1997, 'showAndReloadCart', 'order.pleaseAddItAgainToYourCart'],
    [10010, 'show', 'order.tableUnavailable'],
    [4040, 'declared', null],
    [11000, 'declared', null],
    [12000, 'declared', null],
  ])('code %i means the same in every context', (code, handling, messageKey) => {
    for (const context of errorContexts) {
      expect(handlingFor(code, context)).toMatchObject({ code, handling, messageKey });
    }
  });

  it('reads 404 as sign-up only on login', () => {
    expect(handlingFor(404, 'login')).toMatchObject({
      handling: 'signUpRequired',
      messageKey: 'login.signUpRequired',
    });
    expect(handlingFor(404, 'placeOrder')).toMatchObject({
      handling: 'showServerMessage',
      messageKey: null,
    });
  });

  it('reads the rate limits only when sending a code', () => {
    expect(handlingFor(4290, 'sendCode').messageKey).toBe('login.onlyOneMessagePerMinute');
    expect(handlingFor(4291, 'sendCode').messageKey).toBe('login.oneIpThreeMessagesPerMinute');
    expect(handlingFor(4290, 'login').handling).toBe('showServerMessage');
  });

  it('reads 2025 as off shelf or sold out on cart update', () => {
    expect(handlingFor(2025, 'updateCart')).toMatchObject({
      handling: 'show',
      messageKey: 'order.itemOffShelfOrSoldOut',
    });
    expect(handlingFor(2025, 'general').name).toBe('unknown');
  });

  it('reads 4035 as a dish to add again only where the clear dropped one (an Add, a placement)', () => {
    for (const context of errorContexts) {
      const dropped = context === 'updateCart' || context === 'placeOrder';
      expect(handlingFor(4035, context), context).toMatchObject({
        handling: 'show',
        messageKey: dropped ? 'order.tableClearedAddAgain' : 'table.cleared',
      });
    }
  });

  it('shows the server message for unknown codes', () => {
    expect(handlingFor(123, 'general')).toEqual({
      code: 123,
      name: 'unknown',
      handling: 'showServerMessage',
      messageKey: null,
      contexts: 'all',
    });
  });

  it('never lists a code twice for the same context', () => {
    for (const context of errorContexts) {
      const codes = errorCatalogue
        .filter((e) => e.contexts === 'all' || e.contexts.includes(context))
        .map((e) => e.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('has a message for every entry that shows one', () => {
    for (const e of errorCatalogue) {
      const shows =
        e.handling === 'show' ||
        e.handling === 'showAndReloadCart' ||
        e.handling === 'signUpRequired';
      expect(e.messageKey !== null, String(e.code)).toBe(shows);
    }
  });
});

describe('renewalRetiresTableCode', () => {
  it('asks for a new scan only when the stored code names no table any more', () => {
    expect(renewalRetiresTableCode(404)).toBe(true);
    for (const code of [null, 401, 4031, 4032, 10010, 500])
      expect(renewalRetiresTableCode(code)).toBe(false);
  });
});

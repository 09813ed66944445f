import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GuardDecision,
  guardNavigation,
  type Navigation,
  type RouteMeta,
} from './route-guard.ts';

const page = (overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  kind: 'other',
  requiresLogin: false,
  allowsNoMerchant: false,
  ...overrides,
});

const nav = (overrides: Partial<Navigation> = {}): Navigation => ({
  fullPath: '/merchant/1001/account',
  route: page(),
  merchantIdParam: '1001',
  currentMerchantId: null,
  loggedIn: true,
  hasValidOrderType: true,
  seated: true,
  merchantInfo: 'loaded',
  initial: false,
  ...overrides,
});

const proceed = (overrides: Partial<Extract<GuardDecision, { kind: 'proceed' }>> = {}) => ({
  kind: 'proceed',
  merchantId: '1001',
  putMerchantIdInQuery: false,
  openOrderTypePopup: false,
  ...overrides,
});

describe('guard 1: root', () => {
  it('redirects to the current merchant’s order page, keeping the locale', () => {
    const root = {
      route: page({ kind: 'root', allowsNoMerchant: true }),
      merchantIdParam: undefined,
    };
    expect(guardNavigation(nav({ ...root, fullPath: '/', currentMerchantId: '1001' }))).toEqual({
      kind: 'redirect',
      to: '/merchant/1001/order',
      replace: true,
    });
    expect(
      guardNavigation(nav({ ...root, fullPath: '/zh-tw', currentMerchantId: '1001' })),
    ).toMatchObject({
      to: '/zh-tw/merchant/1001/order',
    });
  });

  it('has nowhere to go without a merchant', () => {
    const root = nav({ fullPath: '/', route: page({ kind: 'root' }), merchantIdParam: undefined });
    expect(guardNavigation(root)).toEqual({
      kind: 'notFound',
      to: '/notFound',
      closePopups: false,
    });
    expect(guardNavigation({ ...root, currentMerchantId: 'abc' }).kind).toBe('notFound');
  });
});

describe('guard 2: login-required routes', () => {
  const guarded = nav({
    fullPath: '/merchant/1001/account?tab=1',
    route: page({ requiresLogin: true }),
    loggedIn: false,
  });

  it('remembers the URL and opens the popup over the current page', () => {
    expect(guardNavigation(guarded)).toEqual({
      kind: 'requireLogin',
      attemptedUrl: '/merchant/1001/account?tab=1',
      to: null,
    });
  });

  it('goes to a login page on the first navigation', () => {
    expect(guardNavigation({ ...guarded, initial: true })).toMatchObject({
      to: '/merchant/1001/login',
    });
    expect(
      guardNavigation({
        ...guarded,
        initial: true,
        merchantIdParam: undefined,
        fullPath: '/zh-tw/scan',
      }),
    ).toMatchObject({ to: '/zh-tw/login', attemptedUrl: '/zh-tw/scan' });
    expect(
      guardNavigation({
        ...guarded,
        initial: true,
        merchantIdParam: undefined,
        currentMerchantId: '7',
      }),
    ).toMatchObject({ to: '/merchant/7/login' });
  });

  it('lets logged-in members through', () => {
    expect(guardNavigation({ ...guarded, loggedIn: true })).toEqual(proceed());
  });
});

describe('guard 3: order page without an order type', () => {
  it('proceeds and opens the order-type popup', () => {
    const order = nav({
      fullPath: '/merchant/1001/order',
      route: page({ kind: 'order' }),
      hasValidOrderType: false,
    });
    expect(guardNavigation(order)).toEqual(proceed({ openOrderTypePopup: true }));
    expect(guardNavigation({ ...order, hasValidOrderType: true })).toEqual(proceed());
    // No table, nothing to choose: the menu is browsed without the chooser in the way.
    expect(guardNavigation({ ...order, seated: false })).toEqual(proceed());
  });

  it('does not open it elsewhere', () => {
    expect(guardNavigation(nav({ hasValidOrderType: false }))).toEqual(proceed());
  });
});

describe('guard 4 and merchant id handling', () => {
  it('sends routes without a merchant to not-found unless allowed', () => {
    expect(guardNavigation(nav({ merchantIdParam: undefined })).kind).toBe('notFound');
    expect(
      guardNavigation(nav({ merchantIdParam: undefined, route: page({ allowsNoMerchant: true }) })),
    ).toEqual(proceed({ merchantId: null }));
  });

  it('uses the first of an array and puts it in the query; an empty array is not found', () => {
    expect(guardNavigation(nav({ merchantIdParam: ['1001', '2'] }))).toEqual(
      proceed({ putMerchantIdInQuery: true }),
    );
    expect(
      guardNavigation(nav({ merchantIdParam: [], route: page({ allowsNoMerchant: true }) })).kind,
    ).toBe('notFound');
  });

  it('asks for merchant info, then sends an unloadable merchant to not-found closing popups', () => {
    expect(guardNavigation(nav({ merchantInfo: 'notLoaded' }))).toEqual({
      kind: 'loadMerchantInfo',
      merchantId: '1001',
    });
    expect(
      guardNavigation(nav({ fullPath: '/zh-tw/merchant/1001', merchantInfo: 'unavailable' })),
    ).toEqual({
      kind: 'notFound',
      to: '/zh-tw/notFound',
      closePopups: true,
    });
    // Offline, nobody said the merchant is gone: the address stays, the page loads later.
    expect(guardNavigation(nav({ merchantInfo: 'unreachable' }))).toEqual({ kind: 'unreachable' });
  });
});

describe('guards 5 and 6', () => {
  it('always sends order preview to not-found', () => {
    expect(guardNavigation(nav({ route: page({ kind: 'orderPreview' }) })).kind).toBe('notFound');
  });

  it('sends unmatched routes to not-found', () => {
    expect(guardNavigation(nav({ route: null }))).toEqual({
      kind: 'notFound',
      to: '/notFound',
      closePopups: false,
    });
  });
});

describe('guard order', () => {
  it('asks for login before revealing that order preview is not found', () => {
    const preview = nav({
      route: page({ kind: 'orderPreview', requiresLogin: true }),
      loggedIn: false,
    });
    expect(guardNavigation(preview).kind).toBe('requireLogin');
  });

  it('property: only lets a route through with a loaded merchant or none at all', () => {
    const routes = fc.record({
      kind: fc.constantFrom('merchantStart', 'qrCode', 'order', 'orderPreview', 'other' as const),
      requiresLogin: fc.boolean(),
      allowsNoMerchant: fc.boolean(),
    });
    const param = fc.option(
      fc.oneof(fc.constantFrom('1001', 'x', ''), fc.array(fc.constantFrom('1001', 'x'))),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(
        routes,
        param,
        fc.boolean(),
        fc.constantFrom('loaded', 'notLoaded', 'unavailable', 'unreachable' as const),
        (route, merchantIdParam, loggedIn, merchantInfo) => {
          const decision = guardNavigation(nav({ route, merchantIdParam, loggedIn, merchantInfo }));
          if (decision.kind !== 'proceed') return;
          expect(route.kind).not.toBe('orderPreview');
          expect(!route.requiresLogin || loggedIn).toBe(true);
          if (decision.merchantId === null) expect(route.allowsNoMerchant).toBe(true);
          else expect(merchantInfo).toBe('loaded');
        },
      ),
      { numRuns: 500 },
    );
  });
});

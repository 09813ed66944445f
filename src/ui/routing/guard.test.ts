import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../../domain/rules/route-guard.ts';
import type { ReadModels, TableCoreCommands, WorkerClient } from '../worker/client.ts';
import { type GuardInput, runGuards } from './guard.ts';

const page = (meta: Partial<RouteMeta> = {}): RouteMeta => ({
  kind: 'other',
  requiresLogin: false,
  allowsNoMerchant: false,
  ...meta,
});

/** A worker stand-in: the snapshots the guard reads, and a record of the commands it sends. */
const fakeClient = (options: {
  merchantLoads?: boolean | 'offline';
  loaded?: string | null;
  loggedIn?: boolean;
  orderType?: boolean;
  openPopups?: string[];
  seated?: boolean;
}) => {
  const calls: string[] = [];
  const session = {
    merchantId: options.loaded ?? null,
    merchant: options.loaded == null ? null : { id: options.loaded },
    locale: 'en-US',
    hasValidOrderType: options.orderType ?? false,
    tableId: options.seated === false ? null : '3001',
  };
  const popups = {
    open: Object.fromEntries((options.openPopups ?? []).map((name) => [name, true])),
  };
  const snapshots = { session, popups, member: { loggedIn: options.loggedIn ?? false } };
  const ok = { ok: true, value: null } as const;
  const commands = new Proxy(
    {},
    {
      get:
        (_target, name: string) =>
        async (...args: unknown[]) => {
          calls.push(`${name}(${args.join(',')})`);
          if (name === 'setLocale') session.locale = String(args[0]);
          if (name === 'loadMerchant')
            return options.merchantLoads === false || options.merchantLoads === 'offline'
              ? {
                  ok: false,
                  error: {
                    kind: 'refused',
                    code: options.merchantLoads === 'offline' ? null : 404,
                    refusedBy: options.merchantLoads === 'offline' ? 'nobody' : 'server',
                    message: null,
                  },
                }
              : { ok: true, value: { id: args[0] } };
          return ok;
        },
    },
  ) as TableCoreCommands;
  const client: WorkerClient = {
    subscribe: () => () => undefined,
    getSnapshot: <N extends keyof ReadModels>(name: N) =>
      (snapshots as unknown as Record<string, unknown>)[name] as ReadModels[N],
    commands,
    exportLog: async () => '',
  };
  return { client, calls };
};

const input = (over: Partial<GuardInput>): GuardInput => ({
  meta: page(),
  name: 'merchant-merchantId-search___en-us',
  href: '/merchant/1001/search',
  merchantIdParam: '1001',
  currentHref: null,
  ...over,
});

const run = (over: Partial<GuardInput>, client: WorkerClient, remembered: string[] = []) =>
  runGuards(input(over), {
    client,
    rememberReturnUrl: (url, place) => remembered.push(`${place}:${url}`),
  });

describe('runGuards carries out the domain decision', () => {
  it('switches the worker to the route name’s locale before anything is loaded', async () => {
    const { client, calls } = fakeClient({});
    await run({ name: 'merchant-merchantId___zh-tw', href: '/zh-tw/merchant/1001' }, client);
    expect(calls).toEqual(['setLocale(zh-TW)', 'loadMerchant(1001)']);
  });

  it('loads missing merchant info once, then renders', async () => {
    const { client, calls } = fakeClient({});
    expect(await run({}, client)).toEqual({ kind: 'render' });
    expect(calls).toEqual(['loadMerchant(1001)']);
  });

  it('sends an unloadable merchant to /notFound, closing the open popups', async () => {
    const { client, calls } = fakeClient({ merchantLoads: false, openPopups: ['cart'] });
    expect(await run({}, client)).toEqual({
      kind: 'redirect',
      href: '/notFound?from=%2Fmerchant%2F1001%2Fsearch',
      replace: true,
    });
    expect(calls).toContain('dismissPopup(cart)');
  });

  it('keeps the address when no server answered about the merchant (offline)', async () => {
    const { client, calls } = fakeClient({ merchantLoads: 'offline', openPopups: ['cart'] });
    expect(await run({}, client)).toEqual({ kind: 'unreachable' });
    expect(calls).not.toContain('dismissPopup(cart)');
  });

  it('redirects the root to the current merchant’s order page', async () => {
    const { client } = fakeClient({ loaded: '1001' });
    const root = {
      meta: page({ kind: 'root', allowsNoMerchant: true }),
      merchantIdParam: undefined,
    };
    expect(await run({ ...root, href: '/' }, client)).toEqual({
      kind: 'redirect',
      href: '/merchant/1001/order',
      replace: true,
    });
  });

  it('on the first navigation sends a login-required route to the login page', async () => {
    const { client } = fakeClient({ loaded: '1001' });
    const remembered: string[] = [];
    const outcome = await run({ meta: page({ requiresLogin: true }) }, client, remembered);
    expect(outcome).toEqual({ kind: 'redirect', href: '/merchant/1001/login', replace: true });
    expect(remembered).toEqual(['page:/merchant/1001/search']);
  });

  it('later, keeps the diner where they were and opens the login popup', async () => {
    const { client, calls } = fakeClient({ loaded: '1001' });
    const remembered: string[] = [];
    const outcome = await run(
      { meta: page({ requiresLogin: true }), currentHref: '/merchant/1001/order' },
      client,
      remembered,
    );
    expect(outcome).toEqual({ kind: 'redirect', href: '/merchant/1001/order', replace: true });
    expect(calls).toEqual(['openPopup(login)']);
    expect(remembered).toEqual(['popup:/merchant/1001/search']);
  });

  it('opens the order-type chooser on the order page without a valid order type', async () => {
    const { client, calls } = fakeClient({ loaded: '1001' });
    expect(await run({ meta: page({ kind: 'order' }) }, client)).toEqual({ kind: 'render' });
    expect(calls).toEqual(['openPopup(orderType)']);
    const chosen = fakeClient({ loaded: '1001', orderType: true });
    await run({ meta: page({ kind: 'order' }) }, chosen.client);
    expect(chosen.calls).toEqual([]);
    // Not at a table: the menu is browsed, and neither choice could be made.
    const unseated = fakeClient({ loaded: '1001', seated: false });
    await run({ meta: page({ kind: 'order' }) }, unseated.client);
    expect(unseated.calls).toEqual([]);
  });

  it('sends the order preview to not-found in the route’s locale', async () => {
    const { client } = fakeClient({ loaded: '1001' });
    const outcome = await run(
      {
        meta: page({ kind: 'orderPreview' }),
        name: 'merchant-merchantId-order-preview___zh-tw',
        href: '/zh-tw/merchant/1001/order-preview',
      },
      client,
    );
    expect(outcome).toMatchObject({
      kind: 'redirect',
      href: expect.stringMatching(/^\/zh-tw\/notFound\?from=/),
    });
  });
});

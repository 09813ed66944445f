import { describe, expect, it } from 'vitest';
import { findProduct } from '../../domain/menu/state.ts';
import type { TableCore } from '../core/create-core.ts';
import { nothingStored, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';

const shared = useSharedServer();

/**
 * A diner whose menu requests are counted, and whose menu answers can be held back (the server
 * has answered; the worker gets it once released) while `holdMenu` holds.
 */
const countingDiner = (fingerprint: string) => {
  const menuRequests: string[] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const holdMenu = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  /** Answers from here on pass; those held stay held until `release`. */
  const passMenu = () => {
    gate = Promise.resolve();
  };
  const counted: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('products-by-categories')) return fetch(input, init);
    menuRequests.push(url);
    const held = gate;
    const response = await fetch(input, init);
    await held;
    return response;
  };
  const core = shared.diner(fingerprint, { fetch: counted });
  return { core, menuRequests, holdMenu, passMenu, release: () => release() };
};

const soldOut = (core: TableCore, productId: string) =>
  findProduct(core.snapshot('menu'), productId)?.soldOut;

describe('the menu asked for at the QR landing (issue 18 item 2)', () => {
  it('is held before the menu page asks, and the page asking meanwhile makes no second request', async () => {
    const { core, menuRequests, holdMenu, release } = countingDiner('browser-mia');
    holdMenu();
    await core.hydrate(nothingStored);
    const started = await core.startFromQr(fixture.merchantId, tableFor(3).qrcodeId);
    expect(started).toMatchObject({ ok: true, value: { kind: 'tableActive' } });
    await until(() => menuRequests.length === 1, 5_000, 'the menu asked for');
    // The landing did not wait for it.
    expect(core.snapshot('menu').status).toBe('idle');

    const page = core.loadMenu();
    release();
    expect(await page).toMatchObject({ ok: true });
    expect(core.snapshot('menu').status).toBe('success');
    expect(menuRequests).toHaveLength(1);

    // Held now: another scan of the table asks for it no more.
    await core.startFromQr(fixture.merchantId, tableFor(3).qrcodeId);
    expect(menuRequests).toHaveLength(1);
  });

  it('is not asked for when the table cannot be found', async () => {
    const { core, menuRequests } = countingDiner('browser-noa');
    await core.hydrate(nothingStored);
    const started = await core.startFromQr(fixture.merchantId, 'no-such-code');
    expect(started).toMatchObject({ ok: true, value: { kind: 'tableNotFound' } });
    expect(menuRequests).toHaveLength(0);
  });
});

describe('menu loads that overlap', () => {
  it('fold only the latest: an older answer landing last does not undo a dish sold out', async () => {
    const { core, menuRequests, holdMenu, passMenu, release } = countingDiner('browser-ola');
    await core.hydrate(nothingStored);
    await core.startFromQr(fixture.merchantId, tableFor(4).qrcodeId);
    await until(() => core.snapshot('menu').status === 'success', 5_000, 'the menu ahead');
    expect(soldOut(core, '702')).toBe(false);

    holdMenu();
    const asked = menuRequests.length;
    const older = core.loadMenu();
    await until(() => menuRequests.length > asked, 5_000, 'the older load asked');
    // Its answer (not sold out) is read; the dish sells out; a newer load asks and lands first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await shared.server.running().db.query('update products set sold_out = true where id = 702');
    try {
      passMenu();
      expect(await core.loadMenu()).toMatchObject({ ok: true });
      expect(soldOut(core, '702')).toBe(true);
      release();
      await older;
      expect(soldOut(core, '702')).toBe(true);
    } finally {
      await shared.server.running().db.query('update products set sold_out = false where id = 702');
    }
  });
});

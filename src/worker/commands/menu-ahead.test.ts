import { describe, expect, it } from 'vitest';
import { makeTestCore, nothingStored, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';

const shared = useSharedServer();

/** A diner whose menu requests are counted, and can be held back until released. */
const countingDiner = (fingerprint: string) => {
  const menuRequests: string[] = [];
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  const holdMenu = () => {
    held = new Promise((resolve) => (release = resolve));
  };
  const counted: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('products-by-categories')) {
      menuRequests.push(url);
      await held;
    }
    return fetch(input, init);
  };
  const { core } = makeTestCore(shared.server.origin, { fingerprint, fetch: counted });
  shared.track(core);
  return { core, menuRequests, holdMenu, release: () => release() };
};

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

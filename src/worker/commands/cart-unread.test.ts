import { describe, expect, it } from 'vitest';
import { fixture } from '../../../server/test-support/fixtures.ts';
import { isCartRead, lineOf, nothingStored, until } from '../testing/core.fixture.ts';
import { seatOnFlakyLine } from '../testing/flaky-line.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

/** A fetch whose reads of the table's cart the POS answers 503 while `failing` says so. */
const failingReads =
  (failing: () => boolean): typeof globalThis.fetch =>
  (input, init) =>
    failing() && isCartRead(input, init)
      ? Promise.resolve(new Response('', { status: 503 }))
      : globalThis.fetch(input, init);

describe('a table’s cart whose reads failed at the start (the POS answered 503)', () => {
  it('is read again by the next Add, online, which then adds the dish', async () => {
    const table = tableFor(0);
    let failing = true;
    const ada = shared.diner('browser-cart-unread', { fetch: failingReads(() => failing) });
    await ada.hydrate(nothingStored);
    expect((await ada.startFromQr(fixture.merchantId, table.qrcodeId)).ok).toBe(true);
    await ada.registerGuest('Ada');
    await ada.chooseOrderType('dineIn');
    expect(ada.snapshot('cart').version).toBeNull();
    // Nothing else reads the cart again: the Add does.
    failing = false;
    expect(await ada.addItem(lineOf('702', 1))).toEqual({ ok: true, value: 'added' });
    const me = ada.snapshot('cart').me;
    expect(await dinerLinesOn(shared.server, table.id, me)).toEqual(['702×1']);
  }, 30_000);

  it('an Add while the reads still fail says their failure once (not “still loading”), and writes nothing', async () => {
    const table = tableFor(2);
    const ada = shared.diner('browser-cart-unread-again', { fetch: failingReads(() => true) });
    await ada.hydrate(nothingStored);
    expect((await ada.startFromQr(fixture.merchantId, table.qrcodeId)).ok).toBe(true);
    await ada.registerGuest('Ada');
    await ada.chooseOrderType('dineIn');
    const toasted = () => ada.events().filter((event) => event.type === 'ToastShown');
    const before = toasted().length;
    expect(await ada.addItem(lineOf('702', 1))).toMatchObject({
      ok: false,
      error: { kind: 'notReady', missing: 'cart' },
    });
    // A failed read, which the product sheet does not call "still loading" (ProductSheet.tsx).
    expect(ada.snapshot('cart').status).toBe('error');
    // The initialize and the read both failed: said once, and nothing else said.
    expect(
      toasted()
        .slice(before)
        .map((event) => event.payload.message),
    ).toEqual([{ kind: 'key', key: 'cart.fetchFailed' }]);
    expect(await dinerLinesOn(shared.server, table.id, ada.snapshot('cart').me)).toEqual([]);
  }, 30_000);

  it('makes an earlier page’s held edits first, then the dish', async () => {
    const table = tableFor(1);
    const fingerprint = 'browser-cart-unread-held';
    const { diner: first, line, me } = await seatOnFlakyLine(shared, table, fingerprint, 'Bea');
    await line.goOffline();
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    const stored = first.snapshot('persisted');
    await first.dispose();

    let failing = true;
    const next = shared.diner(fingerprint, { fetch: failingReads(() => failing) });
    await next.hydrate(stored);
    await next.resume();
    expect(next.snapshot('cart').version).toBeNull();
    failing = false;
    expect(await next.addItem(lineOf('701', 1))).toEqual({ ok: true, value: 'added' });
    const onServer = () => dinerLinesOn(shared.server, table.id, me);
    await until(async () => (await onServer()).length === 2, 5_000, 'the held edit');
    expect((await onServer()).sort()).toEqual(['701×2', '702×1']);
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { fixture } from '../../../server/test-support/fixtures.ts';
import { isCartRead, lineOf, nothingStored } from '../testing/core.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

describe('a table’s cart whose reads failed at the start (the POS answered 503)', () => {
  it('is read again by the next Add, online, which then adds the dish', async () => {
    const table = tableFor(0);
    let failing = true;
    const fetch: typeof globalThis.fetch = (input, init) =>
      failing && isCartRead(input, init)
        ? Promise.resolve(new Response('', { status: 503 }))
        : globalThis.fetch(input, init);
    const ada = shared.diner('browser-cart-unread', { fetch });
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
});

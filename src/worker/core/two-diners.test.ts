import { describe, expect, it } from 'vitest';
import { foldAll } from '../../domain/fold.ts';
import { readJsonl } from '../../domain/log/jsonl.ts';
import { initialAppState } from '../../domain/state.ts';
import { redact } from './redact.ts';
import type { CommandResult } from '../api.ts';
import { lineOf, linesOf, makeTestCore, seat, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';
import type { TableCore } from './create-core.ts';

const shared = useSharedServer();

const diner = (fingerprint: string) => {
  const made = makeTestCore(shared.server.origin, { fingerprint });
  shared.track(made.core);
  return made;
};

/** Both diners confirmed the cart the POS has, with nothing left to write. */
const converged = (tableId: string, ...diners: TableCore[]) =>
  until(
    async () => {
      const { cartRowVersion } = await shared.server.cartOf(tableId);
      return diners.every((core) => {
        const cart = core.snapshot('cart');
        return cart.pendingEdits === 0 && cart.version === cartRowVersion;
      });
    },
    10_000,
    'both carts to match the POS',
  );

const allOk = (results: CommandResult<unknown>[]) =>
  expect(results.map((r) => r.ok)).not.toContain(false);

const tableView = (core: TableCore) => {
  const cart = core.snapshot('cart');
  return {
    version: cart.version,
    totals: cart.totals,
    diners: [...cart.diners]
      .sort((a, b) => a.userId.localeCompare(b.userId))
      .map(({ userId, lines }) => ({ userId, lines })),
  };
};

describe('two diners at one table (the issue’s "done when")', () => {
  it('add and reduce concurrently and end with identical carts holding every item', async () => {
    const table = tableFor(0);
    const ada = diner('browser-ada');
    const bo = diner('browser-bo');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);

    // Ada fires her adds at once; Bo adds one after another meanwhile: writes cross and lose.
    const boAdds = async () => {
      const results: CommandResult<unknown>[] = [];
      for (const line of [lineOf('701', 2), lineOf('702', 2, 'extra hot'), lineOf('701', 1)]) {
        results.push(await bo.core.addItem(line));
      }
      return results;
    };
    const [adaFirst, boFirst] = await Promise.all([
      Promise.all([
        ada.core.addItem(lineOf('701', 2)),
        ada.core.addItem(lineOf('702', 1)),
        ada.core.addItem(lineOf('703', 1)),
        ada.core.addItem(lineOf('701', 1, 'no chilli')),
      ]),
      boAdds(),
    ]);
    allOk([...adaFirst, ...boFirst]);
    await converged(table.id, ada.core, bo.core);

    const indexOf = (core: TableCore, productId: string, notes = '') =>
      core
        .snapshot('cart')
        .diners[0]?.lines.find(
          (line) => line.item.productId === productId && line.item.notes === notes,
        )?.lineIndex ?? -1;
    const second = await Promise.all([
      ada.core.reduceItem(indexOf(ada.core, '701'), 1),
      ada.core.addItem(lineOf('702', 1)),
      bo.core.reduceItem(indexOf(bo.core, '702', 'extra hot'), 1),
      bo.core.addItem(lineOf('703', 2)),
      bo.core.addItem(lineOf('702', 1)),
    ]);
    allOk(second);
    await converged(table.id, ada.core, bo.core);

    expect(tableView(ada.core)).toEqual(tableView(bo.core));
    // Every item each diner added, less what they took away: nothing lost to the races.
    expect(linesOf(ada.core)).toEqual(['701||1', '701|no chilli|1', '702||2', '703||1'].sort());
    expect(linesOf(bo.core)).toEqual(['701||3', '702|extra hot|1', '702||1', '703||2'].sort());
    expect(linesOf(ada.core, bo.core.snapshot('cart').me)).toEqual(linesOf(bo.core));
    // The first writes left from one version and crossed; each touched only its writer's entry,
    // which the server applies without a 66666 (docs/live-hub.md, "Writes that do not fight").
    const replays = [ada, bo]
      .flatMap((d) => d.analytics.events)
      .filter((e) => e.key.endsWith('cart_conflict_replayed'));
    expect(replays).toEqual([]);
    const pos = await shared.server.cartOf(table.id);
    expect(ada.core.snapshot('cart').totals.subtotal).toBe(pos.subTotalAmount);
  }, 30_000);
});

describe('live messages at the table', () => {
  it('takes state from the server only, knows its own changes, warns of an unknown type', async () => {
    const table = tableFor(1);
    const ada = diner('browser-ada-1');
    const bo = diner('browser-bo-1');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);
    const hub = shared.server.running().hub;
    const adaId = ada.core.state().session.seat?.dinerId ?? '';
    expect(adaId).not.toBe('');
    // As a second tab of Ada's browser (or an older server relaying a diner) would deliver it:
    // Ada knows it for her own; Bo may look at the server's cart, but takes nothing from it.
    await hub.sendToTable(
      table.id,
      { messageType: 'updateGuestNumber', data: { guestCount: 7 } },
      { fromBrowserId: adaId },
    );
    await hub.sendToTable(table.id, { messageType: 'futureThing', data: { x: 1 } });
    // The server's word of a change Ada made (no version: the test's, not a committed change).
    await hub.sendToTable(table.id, {
      messageType: 'updateOrderType',
      data: { orderType: 'toGo', changedBy: adaId },
    });
    // Messages arrive in order: once the last is folded, so are the two before it.
    await until(() => bo.core.snapshot('session').orderType === 'toGo', 5_000, 'the marker');
    const heardLast = (core: TableCore) =>
      core
        .events()
        .some(
          (e) => e.type === 'LiveMessageReceived' && e.payload.messageType === 'updateOrderType',
        );
    await until(() => heardLast(ada.core), 5_000, 'Ada’s echo');
    // Past the hint's refetch too.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ada.core.snapshot('session')).toMatchObject({ guestCount: 1, orderType: 'dineIn' });
    expect(bo.core.snapshot('session').guestCount).toBe(1);
    for (const { core, logger } of [ada, bo]) {
      expect(logger.warn).toHaveBeenCalledWith('live message of unknown type futureThing ignored');
      expect(core.snapshot('connection').unknownTypesSeen).toEqual(['futureThing']);
    }
    // Only Bo is told of Ada's switch to To go: Ada made it.
    expect(ada.core.snapshot('toasts').items).toEqual([]);
    expect(bo.core.snapshot('toasts').items.map((toast) => toast.message)).toEqual([
      { kind: 'key', key: 'order.nowToGo' },
    ]);
  }, 30_000);
});

describe('a refused cart write', () => {
  it('toasts 2025, rolls back and reloads the cart the POS sent', async () => {
    const table = tableFor(2);
    const ada = diner('browser-ada-2');
    await seat(ada.core, table.qrcodeId, 'Ada');
    expect((await ada.core.addItem(lineOf('701', 1))).ok).toBe(true);
    const result = await ada.core.addItem(lineOf('705', 1));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: 2025, refusedBy: 'server' },
    });
    expect(ada.core.snapshot('toasts').items.map((toast) => toast.message)).toEqual([
      { kind: 'key', key: 'order.itemOffShelfOrSoldOut' },
    ]);
    expect(linesOf(ada.core)).toEqual(['701||1']);
    const cart = ada.core.snapshot('cart');
    expect(cart).toMatchObject({ pendingEdits: 0, error: null, status: 'success' });
    expect(cart.version).toBe((await shared.server.cartOf(table.id)).cartRowVersion);
  }, 30_000);
});

describe('the recorded session log', () => {
  it('replays to the core’s own state, without network, secrets redacted', async () => {
    const table = tableFor(3);
    const ada = diner('browser-ada-3');
    const bo = diner('browser-bo-3');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);
    expect((await ada.core.loadMenu()).ok).toBe(true);
    const products = ada.core.snapshot('menu').categories.flatMap((c) => c.products);
    expect(products.map((product) => product.id)).toContain('701');
    await Promise.all([ada.core.addItem(lineOf('701', 2)), bo.core.addItem(lineOf('702', 1))]);
    await bo.core.setGuestCount(3);
    await ada.core.addItem(lineOf('705', 1));
    await converged(table.id, ada.core, bo.core);
    await until(() => ada.core.snapshot('session').guestCount === 3, 5_000, 'the guest count');

    const text = await ada.core.exportLog();
    const read = readJsonl(text);
    if (!read.ok) throw new Error(`line ${read.line}: ${read.reason}`);
    expect(read.header).toMatchObject({
      appVersion: 'test',
      merchantId: '1001',
      tableId: table.id,
      browserId: 'browser-ada-3',
      identity: 'guest',
    });
    expect(read.events.map((event) => event.seq)).toEqual(ada.core.events().map((e) => e.seq));
    expect(foldAll(initialAppState, read.events)).toEqual(redact(ada.core.state()));
    const token = ada.core.state().session.token ?? 'no token';
    expect(text).not.toContain(token);
  }, 30_000);
});

describe('a dish that sold out while in the cart', () => {
  it('leaves the totals for the gone lines, and its diner lets it go', async () => {
    const table = tableFor(4);
    const ada = diner('browser-ada-4');
    await seat(ada.core, table.qrcodeId, 'Ada');
    allOk([await ada.core.addItem(lineOf('701', 1)), await ada.core.addItem(lineOf('702', 2))]);
    const db = shared.server.running().db;
    await db.query('update products set sold_out = true where id = 702');
    try {
      expect((await ada.core.refreshCart()).ok).toBe(true);
      expect(ada.core.snapshot('cart')).toMatchObject({ itemCount: 1, unavailableCount: 2 });

      expect((await ada.core.dropGoneLines()).ok).toBe(true);
      const stored = await shared.server.cartOf(table.id);
      expect(stored.userCarts.flatMap((entry) => entry.invalidOrderItems)).toEqual([]);
      expect(ada.core.snapshot('cart')).toMatchObject({ itemCount: 1, unavailableCount: 0 });
      expect(linesOf(ada.core)).toEqual(['701||1']);
    } finally {
      await db.query('update products set sold_out = false where id = 702');
    }
    // Back on sale, the dish does not come back: it was let go, not only hidden.
    expect((await ada.core.refreshCart()).ok).toBe(true);
    expect(linesOf(ada.core)).toEqual(['701||1']);
  }, 30_000);
});

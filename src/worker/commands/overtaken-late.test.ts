import { describe, expect, it } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import {
  filteredChannel,
  lineOf,
  linesOf,
  makeTestCore,
  seat,
  until,
} from '../testing/core.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const onServer = (tableId: string, userId: string | null) =>
  dinerLinesOn(shared.server, tableId, userId);

/**
 * A diner whose link can lose a cart write's reply after the server applied it, and then every
 * request until `reconnect` (`loseReply`),
 * or hold the write on its way until the test lets it go (`hold`), and who can stop hearing the
 * table (`hearing`), so nothing reads the cart again before the test says.
 */
const lossyDiner = (fingerprint: string) => {
  let lose = false;
  let cut = false;
  let gate: Promise<void> | null = null;
  let release: () => void = () => undefined;
  let arrived = false;
  const state = { hearing: true };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (cut) throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    if (init?.method !== 'POST' || url.pathname !== '/api/shoppingCart')
      return globalThis.fetch(input, init);
    if (gate !== null) {
      const wait = gate;
      gate = null;
      arrived = true;
      await wait;
    }
    const reply = await globalThis.fetch(input, init);
    if (!lose) return reply;
    lose = false;
    // Applied by the server; the reply never reaches the phone, nor anything after it for now.
    cut = true;
    throw new TypeError('Failed to fetch');
  };
  const connectTable = filteredChannel(() => state.hearing);
  const core = shared.track(
    makeTestCore(shared.server.origin, { fingerprint, fetch, connectTable }).core,
  );
  return {
    core,
    state,
    /** The next write's reply is lost, and the link with it until `reconnect`. */
    loseReply: () => {
      lose = true;
    },
    reconnect: () => {
      cut = false;
    },
    hold: async () => {
      arrived = false;
      gate = new Promise<void>((done) => {
        release = done;
      });
    },
    arrived: () => arrived,
    release: () => release(),
  };
};

const placedProducts = (core: TableCore) =>
  core
    .snapshot('order')
    .lines.map((line) => `${line.item.productId}×${line.item.quantity}`)
    .sort();

describe('a write that landed unanswered, then went with another diner’s round', () => {
  it('is settled, not written again: the dish is ordered once', async () => {
    const table = tableFor(6);
    const ada = lossyDiner('browser-ada-late');
    const bo = shared.diner('browser-bo-late');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.core.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = ada.core.snapshot('cart').me;

    // Ada adds noodles; the server takes them but the reply is lost, and she hears nothing.
    ada.state.hearing = false;
    ada.loseReply();
    expect((await ada.core.addItem(lineOf('702', 1))).ok).toBe(true);
    await until(() => ada.core.snapshot('connection').waitingEdits === 1, 5_000, 'held');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);

    // Bo places the table's round: it takes Ada's dumplings and noodles.
    await until(() => linesOf(bo, me).length === 2, 5_000, 'both of Ada’s lines at Bo');
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    expect(await onServer(table.id, me)).toEqual([]);

    // Ada's phone reads the table again: her noodles went with the round, as she sent them.
    ada.state.hearing = true;
    ada.reconnect();
    await ada.core.refreshCart();
    await until(() => ada.core.snapshot('connection').waitingEdits === 0, 5_000, 'settled');
    await until(() => !ada.core.state().network.holding, 5_000, 'released');
    // Any write it would make has had its time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual([]);
    expect(linesOf(ada.core)).toEqual([]);
    expect(placedProducts(bo)).toEqual(['701×1', '702×1']);
  });

  it('is written again when the round came first: the added dish stays for the next round', async () => {
    const table = tableFor(7);
    const ada = lossyDiner('browser-ada-late-2');
    const bo = shared.diner('browser-bo-late-2');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.core.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = ada.core.snapshot('cart').me;
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Ada’s line at Bo');

    // Ada's noodles are on their way on a slow link while Bo places the round.
    ada.state.hearing = false;
    await ada.hold();
    const adding = ada.core.addItem(lineOf('702', 1));
    await until(ada.arrived, 5_000, 'the write on its way');
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    // Its reply is lost too: the server refused it (the round came first), the phone never hears.
    ada.loseReply();
    ada.release();
    expect((await adding).ok).toBe(true);

    ada.state.hearing = true;
    ada.reconnect();
    await ada.core.refreshCart();
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
    expect(linesOf(ada.core)).toEqual(['702||1']);
  });
});

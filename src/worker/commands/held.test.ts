import { describe, expect, it } from 'vitest';
import {
  isCartWrite,
  isWrite,
  lineOf,
  linesOf,
  placeRound,
  seat,
  toastsOf,
  toldOvertaken,
  until,
} from '../testing/core.fixture.ts';
import { flakyDiner, seatOnFlakyLine, seatWithBo } from '../testing/flaky-line.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const onServer = (tableId: string, userId: string | null) =>
  dinerLinesOn(shared.server, tableId, userId);

type Stored = Parameters<ReturnType<typeof shared.diner>['hydrate']>[0];

/** The next page of this browser, opened from what the last one stored, once it read the table. */
const reopen = async (fingerprint: string, stored: Stored) => {
  const next = shared.diner(fingerprint);
  await next.hydrate(stored);
  expect((await next.resume()).ok).toBe(true);
  return next;
};

/**
 * The next page of this browser, started offline from what the last one stored: every call it
 * makes fails as the browser's would, until `comeBack` brings the network back.
 */
const reloadOffline = async (fingerprint: string, stored: Stored) => {
  const { diner: next, line } = flakyDiner(shared, fingerprint, { offline: true });
  await next.hydrate(stored);
  await until(() => !next.snapshot('connection').online, 2_000, 'offline');
  await next.resume();
  const comeBack = () => {
    line.down = false;
    line.goOnline();
  };
  return { next, comeBack, line };
};

/**
 * Until the diner is told their beef noodles were not added, the staff having cleared the table
 * first, and nothing is held any more.
 */
const toldClearedAway = async (next: ReturnType<typeof shared.diner>) => {
  const told = {
    kind: 'key',
    key: 'cart.notAdded',
    values: { dish: 'Beef noodles', why: 'cleared' },
  };
  await until(
    () => toastsOf(next).some((message) => JSON.stringify(message) === JSON.stringify(told)),
    10_000,
    'told the dish was not added',
  );
  await until(() => next.snapshot('persisted').heldCartEdits === null, 5_000, 'nothing held');
};

describe('edits made offline outlive the page (docs/offline.md, "Nothing lost")', () => {
  it('a reload offline keeps them; the next page makes them again once it reads the cart', async () => {
    const table = tableFor(3);
    const { diner: first, line } = await seatOnFlakyLine(shared, table, 'browser-hal', 'Hal');
    await line.goOffline();
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(first.snapshot('connection').waitingEdits).toBe(2);
    const me = first.snapshot('cart').me;
    // What the main thread would have written to storage when the tab went.
    const stored = first.snapshot('persisted');
    expect(stored.heldCartEdits).not.toBeNull();
    await first.dispose();
    expect(await onServer(table.id, me)).toEqual(['701×1']);

    const next = shared.diner('browser-hal');
    await next.hydrate(stored);
    // Until the cart is read the edits stay stored, for a page closed again before that.
    expect(next.snapshot('persisted').heldCartEdits).not.toBeNull();
    expect((await next.resume()).ok).toBe(true);
    await until(async () => (await onServer(table.id, me)).length === 2, 5_000, 'the held edits');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×2']);
    expect(linesOf(next)).toEqual(['701||1', '702||2']);
    await until(() => next.snapshot('persisted').heldCartEdits === null, 2_000, 'nothing held');

    // A third page finds nothing held: nothing is made twice.
    await reopen('browser-hal', next.snapshot('persisted'));
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×2']);
  });
});

describe('an earlier page’s edits, and a staff clear before the next page read the cart', () => {
  it('are not made in the new party’s cart; the dishes the diner added are named', async () => {
    const table = tableFor(16);
    const { diner: first, line } = flakyDiner(shared, 'browser-pia');
    await seat(first, table.qrcodeId, 'Pia');
    const me = first.snapshot('cart').me;
    // Nothing of Pia's confirmed yet: her lines in the cleared table's cart fit "none made".
    await line.goOffline();
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    const stored = first.snapshot('persisted');
    await first.dispose();
    await shared.server.clearTable(table.id);

    const { next, comeBack } = await reloadOffline('browser-pia', stored);
    comeBack();
    await toldClearedAway(next);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual([]);
  }, 30_000);
});

describe('a reload offline at a table, then the network back', () => {
  it('says the earlier page’s edits wait, and once back joins the table again: the member too', async () => {
    const table = tableFor(4);
    const { diner: first, line } = await seatOnFlakyLine(shared, table, 'browser-ida', 'Ida');
    await line.goOffline();
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    const me = first.snapshot('cart').me;
    const stored = first.snapshot('persisted');
    await first.dispose();

    // The next page starts offline: every call it makes fails as the browser's would.
    const { next, comeBack } = await reloadOffline('browser-ida', stored);
    expect(next.snapshot('member').member).toBeNull();
    // The change the earlier page made offline still waits, and the banner says so; the banner
    // is also all that says the table could not be read (no toast beside it).
    expect(next.snapshot('connection').waitingEdits).toBe(1);
    expect(next.snapshot('toasts').items).toEqual([]);

    comeBack();
    await until(
      () => next.snapshot('member').member?.firstName === 'Ida',
      5_000,
      'the member read again',
    );
    await until(async () => (await onServer(table.id, me)).length === 2, 5_000, 'the held edit');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    // The diner is known by name again: adding asks for none, and stays the same diner.
    expect((await next.addItem(lineOf('703', 1))).ok).toBe(true);
    await until(async () => (await onServer(table.id, me)).length === 3, 5_000, 'the new dish');
    expect(next.snapshot('cart').me).toBe(me);
  });
});

describe('a member page loaded offline, then the network back', () => {
  it('reads the member once the network is back', async () => {
    const { diner: first } = flakyDiner(shared, 'browser-una');
    await seat(first, tableFor(5).qrcodeId, 'Una');
    // The member's page, not the table's: what a reload there hydrates.
    const stored = { ...first.snapshot('persisted'), tableId: null };
    await first.dispose();

    const { next, comeBack } = await reloadOffline('browser-una', stored);
    expect(next.snapshot('member').member).toBeNull();

    comeBack();
    await until(
      () => next.snapshot('member').member?.firstName === 'Una',
      5_000,
      'the member read again',
    );
  });
});

describe('a round placed while the page was gone', () => {
  it('keeps an added dish for the next round, and names a removed dish the round took', async () => {
    const table = tableFor(9);
    const { diner: first, line, bo, me } = await seatWithBo(shared, table, 'browser-jo', 'Jo');
    await line.goOffline();
    // Offline, Jo adds noodles and takes her dumplings off; then the tab goes.
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect((await first.reduceItem(0, 1)).ok).toBe(true);
    const stored = first.snapshot('persisted');
    await first.dispose();

    // Meanwhile Bo places the round: it takes the dumplings the POS still held for Jo.
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Jo’s line at Bo');
    await placeRound(bo);

    const next = await reopen('browser-jo', stored);
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
    expect(linesOf(next)).toEqual(['702||1']);
    await toldOvertaken(next, 'Pork dumplings');
  });

  it('does not make again an edit whose write landed unanswered and went with the round', async () => {
    const table = tableFor(10);
    const { diner: first, line, bo, me } = await seatWithBo(shared, table, 'browser-kim', 'Kim');
    // The server takes the next write; its reply, and the link, are lost.
    line.loseNextReply(isWrite);
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    const stored = first.snapshot('persisted');
    expect(stored.heldCartEdits).not.toBeNull();
    await first.dispose();

    await until(() => linesOf(bo, me).length === 2, 5_000, 'Kim’s lines at Bo');
    await placeRound(bo);

    const next = await reopen('browser-kim', stored);
    await until(() => next.snapshot('persisted').heldCartEdits === null, 5_000, 'nothing held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual([]);
    expect(linesOf(next)).toEqual([]);
  });
});

describe('a round placed while edits waited offline, the page still open', () => {
  it('names a removed dish the round took, and keeps an added one', async () => {
    const table = tableFor(11);
    const { diner: lea, line, bo, me } = await seatWithBo(shared, table, 'browser-lea', 'Lea');
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Lea’s line at Bo');
    await line.goOffline();
    expect((await lea.reduceItem(0, 1)).ok).toBe(true);
    expect((await lea.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(lea.snapshot('connection').waitingEdits).toBe(2);

    await placeRound(bo);
    line.goOnline();
    await toldOvertaken(lea, 'Pork dumplings');
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
  });

  it('names a removed dish the round took when a write before it got no reply', async () => {
    const table = tableFor(12);
    const { diner: kim, line, bo, me } = await seatWithBo(shared, table, 'browser-kim', 'Kim');
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Kim’s line at Bo');
    // The line drops as Kim adds noodles: that write gets no reply. Then the phone says offline,
    // and Kim takes the dumplings off.
    line.down = true;
    await kim.addItem(lineOf('702', 1));
    await line.goOffline();
    await kim.reduceItem(0, 1);

    await placeRound(bo);
    line.down = false;
    line.goOnline();
    await toldOvertaken(kim, 'Pork dumplings');
  }, 30_000);
});

describe('a dish added after a reload offline, before the table’s cart could be read', () => {
  /** A diner seated with one dish, and what their page stored when it went. */
  const seatedThenGone = async (n: number, fingerprint: string, name: string) => {
    const table = tableFor(n);
    const first = shared.diner(fingerprint);
    await seat(first, table.qrcodeId, name);
    expect((await first.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = first.snapshot('cart').me;
    const stored = first.snapshot('persisted');
    await first.dispose();
    return { table, me, stored };
  };

  it('waits, shown in the cart, outlives another reload offline, and is added once when back', async () => {
    const { table, me, stored } = await seatedThenGone(13, 'browser-mae', 'Mae');
    const { next } = await reloadOffline('browser-mae', stored);
    expect(await next.addItem(lineOf('702', 1))).toEqual({ ok: true, value: 'waitsForCart' });
    expect(next.snapshot('connection').waitingEdits).toBe(1);
    const cart = next.snapshot('cart');
    expect(cart).toMatchObject({ waiting: true, itemCount: 1, version: null });
    expect(cart.diners.map((diner) => [diner.mine, diner.lines.length])).toEqual([[true, 1]]);
    const again = next.snapshot('persisted');
    expect(again.heldCartEdits).not.toBeNull();
    await next.dispose();

    // The phone reloads the tab again, still offline: the dish still waits.
    const { next: third, comeBack } = await reloadOffline('browser-mae', again);
    expect(third.snapshot('connection').waitingEdits).toBe(1);
    expect(linesOf(third)).toEqual(['702||1']);
    expect(await onServer(table.id, me)).toEqual(['701×1']);

    comeBack();
    await until(async () => (await onServer(table.id, me)).length === 2, 5_000, 'the dish');
    await until(() => third.snapshot('persisted').heldCartEdits === null, 5_000, 'nothing held');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    expect(third.snapshot('cart').waiting).toBe(false);
    expect(toastsOf(third)).toEqual([]);

    // The next page finds nothing held: nothing is added twice.
    const fourth = shared.diner('browser-mae');
    await fourth.hydrate(third.snapshot('persisted'));
    expect((await fourth.resume()).ok).toBe(true);
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
  });

  it('is not added twice when its write landed and the reply was lost, the page then reloaded', async () => {
    const { table, me, stored } = await seatedThenGone(14, 'browser-ned', 'Ned');
    const { next, comeBack, line } = await reloadOffline('browser-ned', stored);
    // The server takes the write; its reply, and the link, are lost.
    line.loseNextReply(isCartWrite);
    expect((await next.addItem(lineOf('702', 1))).ok).toBe(true);
    comeBack();
    await until(() => line.down, 5_000, 'the write sent');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    // Still unconfirmed on the page: what it stores is this page's, made on the cart it read.
    await until(() => next.snapshot('connection').waitingEdits === 1, 5_000, 'the write held');
    const stored2 = next.snapshot('persisted');
    expect(stored2.heldCartEdits).not.toBeNull();
    await next.dispose();

    const third = shared.diner('browser-ned');
    await third.hydrate(stored2);
    expect((await third.resume()).ok).toBe(true);
    await until(() => third.snapshot('persisted').heldCartEdits === null, 5_000, 'nothing held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
  });

  it('is not added for a party the staff cleared before the cart was read, and the diner is told', async () => {
    const { table, me, stored } = await seatedThenGone(15, 'browser-ora', 'Ora');
    const { next, comeBack } = await reloadOffline('browser-ora', stored);
    expect((await next.addItem(lineOf('702', 1))).ok).toBe(true);
    await shared.server.clearTable(table.id);
    comeBack();
    await toldClearedAway(next);
    expect(await onServer(table.id, me)).toEqual([]);
  });
});

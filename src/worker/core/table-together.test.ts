import { describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '../../domain/timeline/state.ts';
import type { TableTimelineEntry } from '../api.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';
import { lineOf, linesOf, nothingStored, seat, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';
import type { TableCore } from './create-core.ts';

/**
 * Issue 16 against the real server: who is at the table (presence), who did what (the table's
 * timeline, read from the same events the replay tool reads), and undoing a removal.
 */
const shared = useSharedServer();

const diner = (fingerprint: string) => shared.diner(fingerprint);

/** Who a diner's phone says is at the table: first names, else "Guest {place}"; "me" for self. */
const present = (core: TableCore) =>
  core
    .snapshot('presence')
    .diners.map((d) => `${d.name ?? `Guest ${d.place}`}${d.mine ? ' (me)' : ''}`);

const told = (entry: TableTimelineEntry): string => {
  const who = (by: { name: string | null; place: number | null }) => by.name ?? `Guest ${by.place}`;
  switch (entry.kind) {
    case 'added':
    case 'removed':
      return `${who(entry.by)} ${entry.kind} ${entry.quantity} × ${entry.dish}`;
    case 'sent':
      return `round ${entry.round} sent by ${who(entry.by)}`;
    case 'voided':
      return `staff voided ${entry.quantity} × ${entry.dish}`;
    case 'cleared':
      return 'staff cleared the table';
  }
};
const story = (core: TableCore) => core.snapshot('timeline').entries.map(told);

describe('a table together (issue 16)', () => {
  it('shows who is here, by name or place, and drops a diner who leaves', async () => {
    const table = tableFor(5);
    const ada = diner('browser-ada-16');
    const bo = diner('browser-bo-16');
    await seat(ada, table.qrcodeId, 'Ada');
    await seat(bo, table.qrcodeId, 'Bo');
    // Cy scans and gives no name: present as a guest, numbered by their place at the table.
    const cy = diner('browser-cy-16');
    await cy.hydrate(nothingStored);
    await cy.startFromQr(fixture.merchantId, table.qrcodeId);
    await until(() => present(ada).length === 3, 8_000, 'three present');
    expect(present(ada)).toEqual(['Ada (me)', 'Bo', 'Guest 3']);
    expect(present(cy)).toEqual(['Ada', 'Bo', 'Guest 3 (me)']);

    // Bo's first line makes Bo first in the cart, so first at the table on every phone.
    await bo.addItem(lineOf('701', 1));
    await until(() => present(cy)[0] === 'Bo', 5_000, 'Bo first');
    expect(present(ada)).toEqual(['Bo', 'Ada (me)', 'Guest 3']);
    expect(ada.snapshot('cart').diners.find((d) => d.name === 'Bo')?.number).toBe(1);

    await cy.dispose();
    await until(() => present(ada).length === 2, 5_000, 'Cy gone');
    expect(present(bo)).toEqual(['Bo (me)', 'Ada']);
  }, 40_000);

  it('tells every phone who did what, and undoes a removal of one’s own for 10 s', async () => {
    const table = tableFor(6);
    const ada = diner('browser-ada-16b');
    const bo = diner('browser-bo-16b');
    await seat(ada, table.qrcodeId, 'Ada');
    await seat(bo, table.qrcodeId, 'Bo');
    expect((await bo.addItem(lineOf('701', 2))).ok).toBe(true);
    expect((await ada.addItem(lineOf('702', 1))).ok).toBe(true);
    expect((await ada.reduceItem(0, 1)).ok).toBe(true);
    const expected = [
      'Bo added 2 × Pork dumplings',
      'Ada added 1 × Beef noodles',
      'Ada removed 1 × Beef noodles',
    ];
    expect(story(ada)).toEqual(expected);
    await until(() => story(bo).length === 3, 5_000, 'Bo told');
    expect(story(bo)).toEqual(expected);
    // Only Ada can undo Ada's removal.
    expect(bo.snapshot('timeline').undo).toEqual([]);
    const [offer] = ada.snapshot('timeline').undo;
    if (offer === undefined) throw new Error('no undo offered');

    expect(await bo.undoRemoval(offer.id)).toEqual({
      ok: false,
      error: { kind: 'notReady', missing: 'undo' },
    });
    expect(await ada.undoRemoval(offer.id)).toEqual({ ok: true, value: null });
    expect(linesOf(ada)).toEqual(['702||1']);
    expect(ada.snapshot('timeline').undo).toEqual([]);
    expect(story(ada).at(-1)).toBe('Ada added 1 × Beef noodles');

    // Left alone, the offer ends 10 s later, by the events' time (a tick the worker logs).
    expect((await ada.reduceItem(0, 1)).ok).toBe(true);
    const [second] = ada.snapshot('timeline').undo;
    if (second === undefined) throw new Error('no second offer');
    await until(
      () => ada.snapshot('timeline').undo.length === 0,
      UNDO_WINDOW_MS + 3_000,
      'the end',
    );
    const ticked = ada
      .events()
      .filter((event) => event.type === 'ClockTicked')
      .at(-1);
    expect(ticked?.at).toBeGreaterThanOrEqual(second.until ?? Infinity);
    expect(await ada.undoRemoval(second.id)).toMatchObject({ ok: false });

    // A round is the round, on both phones, not removals.
    expect((await ada.addItem(lineOf('703', 1))).ok).toBe(true);
    expect((await ada.placeOrder()).ok).toBe(true);
    await until(() => story(bo).at(-1) === 'round 1 sent by Ada', 5_000, 'Bo told of the round');
    expect(story(ada).at(-1)).toBe('round 1 sent by Ada');
    expect(story(ada).filter((line) => line.includes('removed'))).toHaveLength(2);
    expect(ada.snapshot('timeline').undo).toEqual([]);
    // Let the refetches the round set off finish: a request cut off as it connects keeps the
    // server's close waiting for its headers.
    await until(
      () => bo.snapshot('order').placed !== null && bo.snapshot('cart').pendingEdits === 0,
      5_000,
      'Bo settled',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, 60_000);

  it('offers back each line a diner clears, three times over, while the server’s word to the table races its reply', async () => {
    const table = tableFor(7);
    const ada = diner('browser-ada-16c');
    const bo = diner('browser-bo-16c');
    await seat(ada, table.qrcodeId, 'Ada');
    await seat(bo, table.qrcodeId, 'Bo');
    expect((await bo.addItem(lineOf('701', 1))).ok).toBe(true);
    expect((await ada.addItem(lineOf('702', 2))).ok).toBe(true);
    expect((await ada.addItem(lineOf('703', 1))).ok).toBe(true);
    for (let round = 0; round < 3; round += 1) {
      expect(await ada.clearCart()).toEqual({ ok: true, value: null });
      const offers = ada.snapshot('timeline').undo;
      expect(
        offers.map((offer) => `${offer.line.productId}×${offer.line.quantity}`).sort(),
      ).toEqual(['702×2', '703×1']);
      expect(linesOf(ada)).toEqual([]);
      // Bo's line stays: a diner clears their own.
      expect(ada.snapshot('cart').itemCount).toBe(1);
      for (const offer of offers) expect((await ada.undoRemoval(offer.id)).ok).toBe(true);
      expect(linesOf(ada)).toEqual(['702||2', '703||1']);
      await until(() => bo.snapshot('cart').itemCount === 4, 5_000, 'Ada’s lines back at Bo’s');
    }
  }, 60_000);

  it('puts back what was taken off a line on the line as it is now, new notes and all', async () => {
    const table = tableFor(8);
    const ada = diner('browser-ada-16d');
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('702', 4, 'no peanuts'))).ok).toBe(true);
    // The line editor's Save: one fewer, and a longer note.
    expect((await ada.reduceItem(0, 1)).ok).toBe(true);
    expect((await ada.editNotes(0, 'no peanuts, extra vinegar')).ok).toBe(true);
    expect(linesOf(ada)).toEqual(['702|no peanuts, extra vinegar|3']);
    const [offer] = ada.snapshot('timeline').undo;
    if (offer === undefined) throw new Error('no undo offered');
    expect(await ada.undoRemoval(offer.id)).toEqual({ ok: true, value: null });
    expect(linesOf(ada)).toEqual(['702|no peanuts, extra vinegar|4']);
  }, 30_000);
});

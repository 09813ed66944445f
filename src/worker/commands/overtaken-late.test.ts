import { describe, expect, it } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import { isCartWrite, lineOf, linesOf, placeRound, until } from '../testing/core.fixture.ts';
import { seatWithBo } from '../testing/flaky-line.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const onServer = (tableId: string, userId: string | null) =>
  dinerLinesOn(shared.server, tableId, userId);

const placedProducts = (core: TableCore) =>
  core
    .snapshot('order')
    .lines.map((line) => `${line.item.productId}×${line.item.quantity}`)
    .sort();

describe('a write that landed unanswered, then went with another diner’s round', () => {
  it('is settled, not written again: the dish is ordered once', async () => {
    const table = tableFor(6);
    const { diner: ada, line, bo, me } = await seatWithBo(shared, table, 'browser-ada-late', 'Ada');

    // Ada adds noodles; the server takes them but the reply is lost, and she hears nothing.
    line.hearing = false;
    line.loseNextReply(isCartWrite);
    expect((await ada.addItem(lineOf('702', 1))).ok).toBe(true);
    await until(() => ada.snapshot('connection').waitingEdits === 1, 5_000, 'held');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);

    // Bo places the table's round: it takes Ada's dumplings and noodles.
    await until(() => linesOf(bo, me).length === 2, 5_000, 'both of Ada’s lines at Bo');
    await placeRound(bo);
    expect(await onServer(table.id, me)).toEqual([]);

    // Ada's phone reads the table again: her noodles went with the round, as she sent them.
    line.hearing = true;
    line.down = false;
    await ada.refreshCart();
    await until(() => ada.snapshot('connection').waitingEdits === 0, 5_000, 'settled');
    await until(() => !ada.state().network.holding, 5_000, 'released');
    // Any write it would make has had its time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual([]);
    expect(linesOf(ada)).toEqual([]);
    expect(placedProducts(bo)).toEqual(['701×1', '702×1']);
  });

  it('is written again when the round came first: the added dish stays for the next round', async () => {
    const table = tableFor(7);
    const {
      diner: ada,
      line,
      bo,
      me,
    } = await seatWithBo(shared, table, 'browser-ada-late-2', 'Ada');
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Ada’s line at Bo');

    // Ada's noodles are on their way on a slow link while Bo places the round.
    line.hearing = false;
    line.hold(isCartWrite);
    const adding = ada.addItem(lineOf('702', 1));
    await until(line.arrived, 5_000, 'the write on its way');
    await placeRound(bo);
    // Its reply is lost too: the server refused it (the round came first), the phone never hears.
    line.loseNextReply(isCartWrite);
    line.release();
    expect((await adding).ok).toBe(true);

    line.hearing = true;
    line.down = false;
    await ada.refreshCart();
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
    expect(linesOf(ada)).toEqual(['702||1']);
  });
});

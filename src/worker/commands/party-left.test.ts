import { describe, expect, it } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import { DEFAULT_GUEST_COUNT } from '../../domain/constants.ts';
import { lineOf, refusingPlacements, seat, toastedTimes, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const choices = (core: TableCore) => {
  const { orderType, guestCount } = core.snapshot('session');
  return { orderType, guestCount };
};

describe('the party’s choices go with the party (order type, guest count)', () => {
  it('a diner away at the clear is told once on their return, and asked again', async () => {
    const table = tableFor(12);
    const first = shared.diner('browser-away');
    await seat(first, table.qrcodeId, 'Ada');
    await first.setGuestCount(3);
    expect(choices(first)).toEqual({ orderType: 'dineIn', guestCount: 3 });
    // What the main thread stored when the tab went.
    const stored = first.snapshot('persisted');
    await first.dispose();

    await shared.server.clearTable(table.id);
    const next = shared.diner('browser-away');
    await next.hydrate(stored);
    expect(choices(next)).toEqual({ orderType: 'dineIn', guestCount: 3 });
    expect((await next.resume()).ok).toBe(true);
    // The lookup said the seat's party was cleared: the next dish asks again.
    expect(choices(next)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(next.snapshot('persisted')).toMatchObject({ orderType: null });
    expect(toastedTimes(next, 'table.cleared')).toBe(1);
    // Seated again at the new party: a reload now says nothing more.
    const third = shared.diner('browser-away');
    await third.hydrate(next.snapshot('persisted'));
    expect((await third.resume()).ok).toBe(true);
    expect(toastedTimes(third, 'table.cleared')).toBe(0);
  }, 30_000);

  it('a clear heard live is said once, not again by the seat it renews', async () => {
    const table = tableFor(13);
    const ada = shared.diner('browser-live-clear');
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(4);
    const before = ada.state().session.seat?.token;
    await shared.server.clearTable(table.id);
    await until(
      () => ada.state().session.seat?.token !== before && choices(ada).orderType === null,
      10_000,
      'the clear, and a new seat',
    );
    // Whatever else reseats (the channel's end) comes within a reseat interval.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(toastedTimes(ada, 'order.staffClearedCart')).toBe(1);
    expect(toastedTimes(ada, 'table.cleared')).toBe(0);
  }, 30_000);

  it('a placement refused as 4035 (the party ended) forgets them too', async () => {
    const table = tableFor(14);
    // The POS says the table was cleared under the placement; every other call goes through.
    const clearedFetch = refusingPlacements(4035, 'tableCleared', 403);
    const ada = shared.diner('browser-refused-4035', { fetch: clearedFetch });
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(2);
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { code: 4035 } });
    await until(() => choices(ada).orderType === null, 5_000, 'the order type forgotten');
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
  }, 30_000);
});

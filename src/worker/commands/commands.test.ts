import { describe, expect, it } from 'vitest';
import { lineOf, linesOf, makeTestCore, nothingStored, until } from '../testing/core.fixture.ts';
import {
  FAKE_ORIGIN,
  cartAt,
  makeFakePos,
  member,
  okReply,
  saved,
  type Reply,
} from '../testing/fake-pos.fixture.ts';

/** Seated and past the chooser, as a diner on the order page is (its guard asks otherwise). */
const at501 = {
  ...nothingStored,
  merchantId: '1001',
  tableId: '501',
  fingerprintId: 'fp-ada',
  orderType: 'dineIn',
} as const;

/** A named diner at table 501 of a POS in memory, with some extra routes answered. */
const dinerWith = async (
  routes: Record<string, (body: unknown) => Reply>,
  writes: Reply[] = [],
) => {
  const pos = makeFakePos(writes, cartAt(5), routes);
  const made = makeTestCore(FAKE_ORIGIN, {
    fingerprint: 'fp-ada',
    fetch: pos.fetch,
    connectTable: pos.connectTable,
  });
  await made.core.hydrate(at501);
  await made.core.registerGuest('Ada');
  await made.core.refreshCart();
  await made.core.connectLive();
  return { ...made, pos };
};

describe('the other cart commands', () => {
  it('re-notes a line through the write queue', async () => {
    const line = saved('12', '701');
    const { core, pos } = await dinerWith({}, [
      okReply(cartAt(6, { [member.id]: [line] })),
      okReply(cartAt(7, { [member.id]: [{ ...line, notes: 'no chilli' }] })),
    ]);
    await core.addItem(lineOf('701', 1));
    expect(await core.editNotes(0, 'no chilli')).toEqual({ ok: true, value: null });
    expect(pos.bodies[1]?.orderItems[0]).toMatchObject({ id: '12', notes: 'no chilli' });
    expect(linesOf(core)).toEqual(['701|no chilli|1']);
  });

  it('clears the table’s cart, leaving the telling to the server', async () => {
    const { core } = await dinerWith(
      { 'DELETE /api/shoppingCart/clear': () => okReply(cartAt(9)) },
      [okReply(cartAt(6, { [member.id]: [saved('12', '701')] }))],
    );
    await core.addItem(lineOf('701', 1));
    expect(await core.clearCart()).toEqual({ ok: true, value: null });
    expect(core.snapshot('cart')).toMatchObject({ version: 9, withLines: [] });
  });

  it('reports an empty cart reply as §5 says', async () => {
    const { core } = await dinerWith({ 'GET /api/shoppingCart': () => okReply(null) });
    expect(await core.refreshCart()).toMatchObject({ ok: false, error: { missing: 'cart' } });
    expect(core.state().cart.error).toBe('cart.fetchEmptyData');
  });
});

describe('the member commands', () => {
  it('saves a profile change and shows the server’s refusal of the next', async () => {
    let answer: Reply = okReply({ ...member, firstName: 'Adele' });
    const { core } = await dinerWith({ 'PUT /api/member': () => answer });
    expect(await core.updateProfile({ firstName: 'Adele' })).toEqual({ ok: true, value: null });
    expect(core.snapshot('member').member?.firstName).toBe('Adele');
    answer = { status: 409, code: 4090, data: null };
    const refused = await core.updateProfile({ lastName: 'X' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', code: 4090 } });
    expect(core.snapshot('member').profileSave).toBe('error');
  });

  it('asks for a first name before registering a guest', async () => {
    const { core } = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp' });
    expect(await core.registerGuest('  ')).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'nameRequired' },
    });
    expect(await core.updateProfile({})).toMatchObject({ error: { missing: 'member' } });
  });
});

describe('a command that breaks', () => {
  it('answers with a plain refusal and the generic toast instead of throwing', async () => {
    const { core, logger } = await dinerWith({});
    const result = await core.addItem(null as never);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        code: null,
        refusedBy: 'nobody',
        message: { kind: 'key', key: 'common.somethingWentWrong' },
      },
    });
    expect(logger.error).toHaveBeenCalledWith('command addItem failed', expect.any(TypeError));
    // The event the fold could not take was never logged: the log still replays.
    expect(core.events().some((event) => event.type === 'CartItemAdded')).toBe(false);
  });
});

describe('the server’s cart', () => {
  it('is decoded before it is folded: one that does not decode warns and is fetched', async () => {
    const { core, pos, logger } = await dinerWith({});
    const announce = (data: object, liveVersion: number) =>
      pos.announce(
        'addOrDecreaseCartItem',
        { ...data, locale: 'en-US' },
        { liveVersion, changedBy: 'bo' },
      );
    announce(
      { userCarts: [{ userId: 'bo', orderItems: [{ quantity: 'lots' }] }], orderItems: [] },
      1,
    );
    expect(logger.warn).toHaveBeenCalledWith(
      'malformed addOrDecreaseCartItem live message ignored',
    );
    expect(core.snapshot('cart').version).toBe(5);
    await until(() => pos.calls('GET /api/shoppingCart') === 2, 2_000, 'the refetch');
    announce(cartAt(6, { bo: [saved('21', '702', 2)] }), 2);
    expect(core.snapshot('cart')).toMatchObject({ version: 6, withLines: ['bo'] });
  });
});

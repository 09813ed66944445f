import { describe, expect, it } from 'vitest';
import { aMenuProduct } from '../../domain/menu/menu.fixture.ts';
import { makeTestCore, nothingStored } from '../testing/core.fixture.ts';
import { FAKE_ORIGIN, makeFakePos, okReply, type Reply } from '../testing/fake-pos.fixture.ts';

const SEARCH = 'GET /api/member/merchant/search';
const dumplings = aMenuProduct({ id: '701' });

const diner = async (search: () => Reply | Promise<Reply>) => {
  const pos = makeFakePos([], undefined, { [SEARCH]: search });
  const made = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp-ada', fetch: pos.fetch });
  await made.core.hydrate({ ...nothingStored, merchantId: '1001' });
  return made.core;
};

describe('records asked and answered as events (issue 14)', () => {
  it('a search lands in the records read model, and replays from the log', async () => {
    const core = await diner(() => okReply([dumplings]));
    const found = await core.searchMenu('  dumpling ');
    expect(found.ok).toBe(true);
    expect(core.snapshot('records').search).toMatchObject({
      keyword: 'dumpling',
      status: 'success',
    });
    expect(core.snapshot('records').search.products.map((product) => product.id)).toEqual(['701']);
    const types = core.events().map((event) => event.type);
    expect(types.slice(-2)).toEqual(['SearchAsked', 'SearchAnswered']);
    // Back to before the answer: the screen is waiting for it.
    const asked = core.events().find((event) => event.type === 'SearchAsked');
    await core.travelTo(asked?.seq ?? 0);
    expect(core.snapshot('records').search.status).toBe('pending');
    await core.travelTo(null);
    await core.dispose();
  });

  it('a search the server cannot answer says so; an older answer arriving late shows nothing', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const slow = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    const replies: (() => Reply | Promise<Reply>)[] = [() => slow, () => 'network down'];
    const core = await diner(() => (replies.shift() ?? (() => 'network down' as const))());
    const older = core.searchMenu('dum');
    expect((await core.searchMenu('tea')).ok).toBe(false);
    expect(core.snapshot('records').search).toMatchObject({ keyword: 'tea', status: 'error' });
    answer(okReply([dumplings]));
    await older;
    expect(core.snapshot('records').search).toMatchObject({ keyword: 'tea', status: 'error' });
    await core.dispose();
  });
});

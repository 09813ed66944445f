import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadModelName, ReadModels, TableCoreApi } from './api.ts';
import type { SessionView } from './read-models/session.ts';
import { exposeCore } from './expose.ts';
import { makeTestCore, nothingStored, until } from './testing/core.fixture.ts';
import { FAKE_ORIGIN, makeFakePos } from './testing/fake-pos.fixture.ts';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The main thread's view of the core, over a real MessageChannel as a Worker would give. */
const remoteCore = () => {
  const pos = makeFakePos([]);
  const { core } = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp', fetch: pos.fetch });
  const channel = new MessageChannel();
  channels.push(channel);
  exposeCore(core, channel.port1 as unknown as Comlink.Endpoint);
  return Comlink.wrap<TableCoreApi>(channel.port2 as unknown as Comlink.Endpoint);
};

describe('the core over Comlink', () => {
  it('runs commands and answers with plain data', async () => {
    const remote = remoteCore();
    expect(await remote.hydrate({ ...nothingStored, locale: 'zh-CN', guestCount: 3 })).toEqual({
      ok: true,
      value: null,
    });
    expect(await remote.getSnapshot('session')).toMatchObject({ locale: 'zh-TW', guestCount: 3 });
    expect(await remote.addItem({} as never)).toEqual({
      ok: false,
      error: { kind: 'notReady', missing: 'table' },
    });
    expect(await remote.exportLog()).toContain('"type":"v1.SessionHydrated"');
  });

  it('pushes read-model snapshots to a subscriber until it unsubscribes', async () => {
    const remote = remoteCore();
    const seen: SessionView[] = [];
    // Comlink's Remote type loses the name-to-snapshot link of the generic; the UI narrows.
    const onSession = (snapshot: ReadModels[ReadModelName]) =>
      void seen.push(snapshot as SessionView);
    const unsubscribe = await remote.subscribe('session', Comlink.proxy(onSession));
    await until(() => seen.length === 1, 2_000, 'the first snapshot');
    await remote.setLocale('zh-TW');
    await until(() => seen.length === 2, 2_000, 'the change');
    expect(seen.map((view) => view.locale)).toEqual(['en-US', 'zh-TW']);
    await unsubscribe();
    await remote.setTheme('dark');
    expect(await remote.getSnapshot('session')).toMatchObject({ theme: 'dark' });
    expect(seen).toHaveLength(2);
  });
});

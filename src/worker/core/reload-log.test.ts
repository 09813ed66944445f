import { describe, expect, it } from 'vitest';
import { memoryLogArchive } from '../../adapters/system/log-archive.ts';
import { readJsonl } from '../../domain/log/jsonl.ts';
import { Theme } from '../../domain/model/enums.ts';
import { makeTestCore, nothingStored } from '../testing/core.fixture.ts';
import { REDACTED } from './redact.ts';

const ORIGIN = 'http://pos.invalid';

/** A page of the app, and the same browser's page after a reload. */
const twoRuns = async () => {
  const archive = memoryLogArchive();
  const before = makeTestCore(ORIGIN, { fingerprint: 'fp-ada', logArchive: archive.run() });
  await before.core.hydrate({ ...nothingStored, merchantId: '1001' });
  await before.core.setTheme(Theme.Dark);
  await before.core.openPopup('login');
  await before.core.dispose();
  const after = makeTestCore(ORIGIN, { fingerprint: 'fp-ada', logArchive: archive.run() });
  await after.core.hydrate({ ...nothingStored, merchantId: '1001' });
  await after.core.setTheme(Theme.Light);
  return after.core;
};

describe('the session log after a reload (issue 14)', () => {
  it('is exported whole: the page before, the reload, this page; numbered on, secrets redacted', async () => {
    const core = await twoRuns();
    const read = readJsonl(await core.exportLog());
    if (!read.ok) throw new Error(read.reason);
    expect(read.events.map((event) => event.type)).toEqual([
      'SessionHydrated',
      'ThemeChanged',
      'PopupOpened',
      'PageReloaded',
      'SessionHydrated',
      'ThemeChanged',
    ]);
    expect(read.events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    await core.dispose();
  });

  it('changes nothing this page shows, and the developer panel travels back past the reload', async () => {
    const core = await twoRuns();
    expect(core.state().session.theme).toBe(Theme.Light);
    expect(core.state().popups.open).not.toContain('login');
    expect(core.events().map((event) => event.seq)).toEqual([1, 2]);

    const timeline = await core.devtoolsTimeline(0, 100);
    expect(timeline.ok && timeline.value.entries.map((entry) => [entry.seq, entry.type])).toEqual([
      [1, 'SessionHydrated'],
      [2, 'ThemeChanged'],
      [3, 'PopupOpened'],
      [4, 'PageReloaded'],
      [5, 'SessionHydrated'],
      [6, 'ThemeChanged'],
    ]);
    await core.travelTo(3);
    expect(core.snapshot('session').theme).toBe(Theme.Dark);
    await core.travelTo(null);
    expect(core.snapshot('session').theme).toBe(Theme.Light);
    await core.dispose();
  });

  it('is kept with its secrets redacted', async () => {
    const archive = memoryLogArchive();
    const page = makeTestCore(ORIGIN, { fingerprint: 'fp-ada', logArchive: archive.run() });
    // A stored member: the token is in the hydration (the member's read fails: no POS here).
    await page.core.hydrate({
      ...nothingStored,
      merchantId: '1001',
      memberId: '901',
      token: 'secret-token',
    });
    await page.core.dispose();
    const [kept] = await archive.run().earlierRuns();
    expect(kept?.[0]).toMatchObject({ type: 'SessionHydrated', payload: { token: REDACTED } });
    expect(JSON.stringify(kept)).not.toContain('secret-token');
  });
});

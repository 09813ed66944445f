import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_TTL_MS } from '../../domain/constants.ts';
import { guardedImport, PageCodeMissing, RELOAD_GUARD_KEY, reloadOnce } from './reload-guard.ts';

const harness = (start = 1_000_000) => {
  const stored = new Map<string, string>();
  let now = start;
  let reloads = 0;
  const deps = {
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    now: () => now,
    reload: () => {
      reloads += 1;
    },
  };
  return {
    deps,
    stored,
    reloads: () => reloads,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

describe('the reload guard', () => {
  it('reloads once, then not again within 10 s, then again after', () => {
    const h = harness();
    expect(reloadOnce(h.deps)).toBe(true);
    expect(h.stored.get(RELOAD_GUARD_KEY)).toBe('1000000');
    h.advance(RELOAD_GUARD_TTL_MS - 1);
    expect(reloadOnce(h.deps)).toBe(false);
    h.advance(1);
    expect(reloadOnce(h.deps)).toBe(true);
    expect(h.reloads()).toBe(2);
  });

  it('a clock that went back, or a mark that is not a time, does not block for ever', () => {
    const h = harness();
    h.stored.set(RELOAD_GUARD_KEY, String(5_000_000));
    expect(reloadOnce(h.deps)).toBe(true);
    h.stored.set(RELOAD_GUARD_KEY, 'garbage');
    h.advance(RELOAD_GUARD_TTL_MS);
    expect(reloadOnce(h.deps)).toBe(true);
  });

  it('never reloads without session storage, or when it throws', () => {
    const h = harness();
    expect(reloadOnce({ ...h.deps, storage: null })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce({ ...h.deps, storage: throwing })).toBe(false);
    expect(h.reloads()).toBe(0);
  });

  it('a page whose code cannot be fetched reloads, and the second time shows the error', async () => {
    const h = harness();
    const missing = guardedImport(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')),
      h.deps,
    );
    const first = missing();
    const settled = await Promise.race([
      first.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
    expect(h.reloads()).toBe(1);
    await expect(missing()).rejects.toBeInstanceOf(PageCodeMissing);
    expect(h.reloads()).toBe(1);
  });

  it('offline, a page whose code cannot be fetched waits for the network and asks again, without reloading', async () => {
    const h = harness();
    let online = false;
    let back: () => void = () => undefined;
    const whenOnline = () =>
      online
        ? null
        : new Promise<void>((resolve) => {
            back = resolve;
          });
    let calls = 0;
    const load = () => {
      calls += 1;
      return online
        ? Promise.resolve({ default: 'page' })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js'));
    };
    const loading = guardedImport(load, h.deps, whenOnline)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    online = true;
    back();
    await expect(loading).resolves.toEqual({ default: 'page' });
    expect(calls).toBe(2);
    expect(h.reloads()).toBe(0);
  });

  it('code that loads is passed through', async () => {
    const h = harness();
    await expect(guardedImport(() => Promise.resolve({ default: 1 }), h.deps)()).resolves.toEqual({
      default: 1,
    });
    expect(h.reloads()).toBe(0);
  });
});

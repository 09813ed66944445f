import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientImport, waitToRetry } from './patient-import.ts';

describe('a patient import', () => {
  it('tries again after each failure, waiting longer each time, until the code comes', async () => {
    const waited: number[] = [];
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls < 4 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('code');
    };
    const wait = (tries: number) => {
      waited.push(tries);
      return Promise.resolve();
    };
    await expect(patientImport(load, wait)()).resolves.toBe('code');
    expect(calls).toBe(4);
    expect(waited).toEqual([0, 1, 2]);
  });

  it('asks once when the code is there', async () => {
    const wait = vi.fn(() => Promise.resolve());
    await expect(patientImport(() => Promise.resolve(1), wait)()).resolves.toBe(1);
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('the wait before trying again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const settledAfter = async (promise: Promise<void>, ms: number): Promise<boolean> => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('doubles from a second up to half a minute', async () => {
    vi.useFakeTimers();
    const browser = new EventTarget();
    expect(await settledAfter(waitToRetry(0, browser), 999)).toBe(false);
    expect(await settledAfter(waitToRetry(2, browser), 3_999)).toBe(false);
    const third = waitToRetry(2, browser);
    expect(await settledAfter(third, 4_000)).toBe(true);
    expect(await settledAfter(waitToRetry(20, browser), 29_999)).toBe(false);
    expect(await settledAfter(waitToRetry(20, browser), 30_000)).toBe(true);
  });

  it('ends at once when the browser is back online, and listens no more', async () => {
    vi.useFakeTimers();
    const browser = new EventTarget();
    const removed = vi.spyOn(browser, 'removeEventListener');
    const wait = waitToRetry(5, browser);
    expect(await settledAfter(wait, 100)).toBe(false);
    browser.dispatchEvent(new Event('online'));
    expect(await settledAfter(wait, 0)).toBe(true);
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});

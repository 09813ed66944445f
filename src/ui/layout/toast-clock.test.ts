import { describe, expect, it } from 'vitest';
import { addShown, keepOnly, shownSoFar } from './toast-clock.ts';

describe('the toasts’ clock', () => {
  it('adds up the time a toast was shown across its elements, and forgets toasts gone', () => {
    keepOnly([]);
    expect(shownSoFar(1)).toBe(0);
    addShown(1, 700);
    // Moved into a modal: a new element goes on from 700 ms.
    addShown(1, 500);
    addShown(2, 300);
    expect(shownSoFar(1)).toBe(1_200);
    keepOnly([2]);
    expect(shownSoFar(1)).toBe(0);
    expect(shownSoFar(2)).toBe(300);
  });
});

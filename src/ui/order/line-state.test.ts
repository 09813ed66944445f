import { describe, expect, it } from 'vitest';
import { lineState } from './line-state.ts';

describe('a placed line’s state', () => {
  it('follows what the kitchen has and what was voided', () => {
    expect(lineState({ quantity: 2, qtySentToKitchen: 0, qtyVoid: 0 }, false)).toBe('waiting');
    expect(lineState({ quantity: 2, qtySentToKitchen: 1, qtyVoid: 0 }, false)).toBe('partlySent');
    expect(lineState({ quantity: 2, qtySentToKitchen: 2, qtyVoid: 0 }, false)).toBe('sent');
    expect(lineState({ quantity: 1, qtySentToKitchen: 2, qtyVoid: 1 }, false)).toBe('sent');
    expect(lineState({ quantity: 0, qtySentToKitchen: 1, qtyVoid: 1 }, true)).toBe('voided');
  });
});

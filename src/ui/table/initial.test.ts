import { describe, expect, it } from 'vitest';
import { initialOf } from './initial.ts';

describe("a diner's bubble", () => {
  it('holds the first character of the name, upper-cased', () => {
    expect(initialOf(' amy ', 1)).toBe('A');
    expect(initialOf('陳美美', 2)).toBe('陳');
  });

  it('keeps an emoji whole, never half of its surrogate pair', () => {
    expect(initialOf('🍜小籠包', 1)).toBe('🍜');
    expect(initialOf('👩‍🍳 Chef', 1)).toBe('👩‍🍳');
  });

  it('says the place of a diner with no name', () => {
    expect(initialOf(null, 3)).toBe('3');
    expect(initialOf('   ', 4)).toBe('4');
  });
});

import { describe, expect, it } from 'vitest';
import { contrast, ENHANCED, parseHex, READABLE, readableOn, textOn, toHex } from './colour.ts';

const WHITE = [255, 255, 255] as const;
const DARK_PAGE = parseHex('#121212') ?? WHITE;

describe('merchant primary colour', () => {
  it('parses the hex forms a theme setting may hold', () => {
    expect(parseHex('#f6821f')).toEqual([246, 130, 31]);
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(parseHex('#f6821f80')).toEqual([246, 130, 31]);
    expect(parseHex('orange')).toBeNull();
    expect(toHex([246, 130, 31])).toBe('#f6821f');
  });

  it('puts dark text on the default orange, white text on a deep blue', () => {
    expect(toHex(textOn([246, 130, 31]))).toBe('#000000');
    expect(toHex(textOn([31, 111, 178]))).toBe('#ffffff');
  });

  it.each(['#f6821f', '#1f6fb2', '#ffff00', '#000080', '#777777'])(
    'makes %s readable as text (AAA) on both page backgrounds',
    (hex) => {
      const colour = parseHex(hex) ?? WHITE;
      expect(contrast(readableOn(colour, WHITE), WHITE)).toBeGreaterThanOrEqual(ENHANCED);
      expect(contrast(readableOn(colour, DARK_PAGE), DARK_PAGE)).toBeGreaterThanOrEqual(ENHANCED);
      expect(contrast(textOn(colour), colour)).toBeGreaterThanOrEqual(READABLE);
    },
  );

  it('leaves a colour alone when it already reads', () => {
    expect(readableOn([0, 0, 128], WHITE)).toEqual([0, 0, 128]);
  });
});

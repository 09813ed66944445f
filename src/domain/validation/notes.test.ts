import { describe, expect, it } from 'vitest';
import { withoutDirectionControls } from './notes.ts';

describe('a line’s note', () => {
  it('loses the controls that would flip its direction, and nothing else', () => {
    expect(withoutDirectionControls('no ‮reversed')).toBe('no reversed');
    expect(
      withoutDirectionControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069'),
    ).toBe('abcdefg');
    expect(withoutDirectionControls('少辣\nno scallions 🌶️ שלום')).toBe(
      '少辣\nno scallions 🌶️ שלום',
    );
  });
});

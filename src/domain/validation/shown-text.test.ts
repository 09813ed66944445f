import { describe, expect, it } from 'vitest';
import { isBlankText, shownText, textLength } from './shown-text.ts';

describe('text others see', () => {
  it.each([
    ['spaces', '  \t '],
    ['direction controls and marks', '\u202E\u2066\u200E\u200F\u061C'],
    ['zero-width and other format characters', '\u200B\u200C\u200D\u2060\uFEFF\u00AD\u180E'],
    ['combining marks alone', '\u0301\u034F\u20DD'],
    ['fillers that draw nothing', '\u3164\u115F\u1160\uFFA0\u2800'],
    ['controls', '\u0001\u007F\u0085'],
    ['an emoji variation selector alone', '\uFE0F'],
    ['tag characters', '\u{E0041}\u{E0042}'],
  ])('is blank when made of %s', (_, text) => {
    expect(isBlankText(text)).toBe(true);
  });

  it.each(['Ada', '名', '7', '!', '😀', 'é', 'e\u0301', ' \u202Ecold '])(
    'is not blank: %j',
    (text) => expect(isBlankText(text)).toBe(false),
  );

  it('is kept without direction controls and controls, trimmed; counted in characters', () => {
    expect(shownText(' \u202Ecold\u0001 ')).toBe('cold');
    expect(shownText('two\u2066 words')).toBe('two words');
    expect(shownText('sent\nback')).toBe('sent back');
    expect(textLength('😀😀')).toBe(2);
  });
});

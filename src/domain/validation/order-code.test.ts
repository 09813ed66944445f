import { describe, expect, it } from 'vitest';
import { formatOrderCodeInput, ORDER_CODE_PATTERN } from './order-code.ts';

describe('formatOrderCodeInput', () => {
  it('keeps the digits of a pasted text before it cuts to eight', () => {
    expect(formatOrderCodeInput('Code: 2468')).toBe('2468');
    expect(formatOrderCodeInput('12ab🙂3456789012')).toBe('12345678');
  });

  it('reads full-width digits as digits', () => {
    expect(formatOrderCodeInput('２４６８')).toBe('2468');
  });

  it('gives a code the pattern takes, or a too-short one it refuses', () => {
    expect(ORDER_CODE_PATTERN.test(formatOrderCodeInput(' 2468 '))).toBe(true);
    expect(ORDER_CODE_PATTERN.test(formatOrderCodeInput('24'))).toBe(false);
  });
});

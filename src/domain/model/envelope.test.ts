import { describe, expect, it } from 'vitest';
import { isSuccessfulReply } from './envelope.ts';

describe('isSuccessfulReply', () => {
  it.each([
    [{ success: true, code: 0 }, true],
    [{ success: true, code: 66666 }, false],
    [{ success: false, code: 0 }, false],
    [{ success: false, code: 500 }, false],
  ])('%j → %s', (reply, expected) => {
    expect(isSuccessfulReply(reply)).toBe(expected);
  });
});

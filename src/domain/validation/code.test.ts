import { describe, expect, it } from 'vitest';
import { canSubmitLogin, formatCodeInput, validateCode } from './code.ts';

describe('validateCode', () => {
  it.each(['123456', ' 000000 '])('accepts %j', (raw) => {
    expect(validateCode(raw)).toEqual({ ok: true, value: raw.trim() });
  });

  it.each([undefined, null, '', '  '])('reports %j as codeRequired', (raw) => {
    expect(validateCode(raw)).toEqual({ ok: false, error: 'codeRequired' });
  });

  it.each(['12345', '1234567', '12a456', '123 456', '１２３４５６'])(
    'rejects %j as codeInvalid',
    (raw) => {
      expect(validateCode(raw)).toEqual({ ok: false, error: 'codeInvalid' });
    },
  );
});

describe('canSubmitLogin', () => {
  it('needs a full valid phone and a six-digit code', () => {
    expect(canSubmitLogin('+12125550123', '123456')).toBe(true);
    expect(canSubmitLogin('+1212555012', '123456')).toBe(false);
    expect(canSubmitLogin('+12125550123', '12345')).toBe(false);
    expect(canSubmitLogin(null, null)).toBe(false);
  });
});

describe('formatCodeInput', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['１２３４５６', '123456'],
    ['12ab56', '1256'],
    ['1234567', '123456'],
    ['', ''],
  ])('keeps %j as %j: digits, at most six', (raw, expected) => {
    expect(formatCodeInput(raw)).toBe(expected);
  });
});

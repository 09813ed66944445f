import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('validateEmail', () => {
  it.each(['ann@example.com', ' ann.lee+menu@mail.example.co.uk ', "o'brien@x-y.io"])(
    'accepts %j',
    (raw) => {
      expect(validateEmail(raw)).toEqual({ ok: true, value: raw.trim() });
    },
  );

  it.each([undefined, null, '', ' '])('reports %j as emailRequired', (raw) => {
    expect(validateEmail(raw)).toEqual({ ok: false, error: 'emailRequired' });
  });

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@localhost',
    'ann@example..com',
    'ann@-example.com',
    'ann lee@example.com',
    'ann@@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j as emailFormatIncorrect', (raw) => {
    expect(validateEmail(raw)).toEqual({ ok: false, error: 'emailFormatIncorrect' });
  });
});

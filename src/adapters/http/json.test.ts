import { describe, expect, it } from 'vitest';
import { parseJson } from './json.ts';

describe('parseJson', () => {
  it('keeps long numbers as their exact text and short ones as numbers', () => {
    expect(parseJson('{"id":1900000000000000001,"price":12.5,"n":1001}')).toEqual({
      ok: true,
      value: { id: '1900000000000000001', price: 12.5, n: 1001 },
    });
  });

  it('drops __proto__ keys instead of trusting them', () => {
    const parsed = parseJson('{"__proto__":{"polluted":true},"a":1}');
    expect(parsed.ok && (parsed.value as Record<string, unknown>).a).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports malformed text instead of throwing', () => {
    expect(parseJson('{bad')).toMatchObject({ ok: false });
    expect(parseJson('')).toMatchObject({ ok: false });
  });
});

describe('parseJson keeps numbers exact the way the POS writes them', () => {
  it('leaves digits inside strings alone, escaped quotes included', () => {
    const text =
      '{"note":"call 12345678901234567 \\"now\\" 98765432109876543","id":12345678901234567}';
    expect(parseJson(text)).toEqual({
      ok: true,
      value: { note: 'call 12345678901234567 "now" 98765432109876543', id: '12345678901234567' },
    });
  });

  it('keeps a long decimal, a long negative and an exponent form as text; 15 characters as a number', () => {
    expect(
      parseJson('[0.1234567890123456,-1234567890123456,1.5e+300000000000,123456789012345]'),
    ).toEqual({
      ok: true,
      value: ['0.1234567890123456', '-1234567890123456', '1.5e+300000000000', 123456789012345],
    });
  });

  it('drops constructor keys, and nested __proto__ keys', () => {
    const parsed = parseJson('{"a":{"__proto__":{"x":1},"constructor":{"y":2},"b":2}}');
    expect(parsed).toEqual({ ok: true, value: { a: { b: 2 } } });
  });

  it('agrees with JSON.parse on replies without long numbers', () => {
    const text = '{"list":[{"price":12.5,"qty":3,"name":"Dumplings \\u6c34\\u9903"}],"total":1e3}';
    expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) as unknown });
  });
});

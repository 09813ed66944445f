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

import { describe, expect, it } from 'vitest';
import { invalidIdHeader } from './context.ts';
import {
  hasNumberLongerThan,
  MAX_JSON_DEPTH,
  MAX_JSON_NUMBER_LENGTH,
  nestsDeeperThan,
} from './json.ts';
import { messageWith } from './messages.ts';
import { findInputProblem, textFault } from './text-guard.ts';

describe('text PostgreSQL cannot store', () => {
  it('finds NUL and unpaired surrogates, and leaves paired ones alone', () => {
    expect(textFault('plain é 😀 蓮花')).toBeNull();
    expect(textFault('a\u0000b')).toBe('nul');
    expect(textFault('\ud800')).toBe('loneSurrogate');
    expect(textFault('x\udc00')).toBe('loneSurrogate');
    expect(textFault('\udc00\ud800')).toBe('loneSurrogate');
    expect(textFault('\ud83d\ude00')).toBeNull();
  });

  it('names the path to the first bad string, keys included', () => {
    const body = {
      cartRowVersion: 1,
      orderItems: [{ productId: '5001', notes: 'ok' }, { notes: 'a\u0000' }],
    };
    expect(findInputProblem(body, '')).toEqual({ kind: 'nul', field: 'orderItems[1].notes' });
    expect(findInputProblem({ reason: 'x\ud800' }, '')).toEqual({
      kind: 'loneSurrogate',
      field: 'reason',
    });
    expect(findInputProblem({ 'bad key\u0000': 1 }, '')).toEqual({
      kind: 'nul',
      field: '["bad key\\u0000"]',
    });
    expect(findInputProblem('a\u0000', 'body')).toEqual({ kind: 'nul', field: 'body' });
    expect(findInputProblem({ a: [1, true, null, 'fine'] }, '')).toBeNull();
  });

  it('stops at a depth bound instead of recursing without end', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(findInputProblem(deep, '', 32)).toEqual({ kind: 'tooDeep' });
    let fine: unknown = 'x\u0000';
    for (let i = 0; i < 31; i += 1) fine = { a: fine };
    expect(findInputProblem(fine, '', 32)).toMatchObject({ kind: 'nul' });
  });
});

describe('JSON nesting is counted before parsing', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('allows the bound and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(40) + '1' + '}'.repeat(40), MAX_JSON_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ notes: '['.repeat(100), quote: '\\"[[[[', n: [[1]] });
    expect(nestsDeeperThan(text, 3)).toBe(false);
  });

  it('handles a million brackets without recursion', () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('id headers', () => {
  it('flags ids that are not decimal digits or do not fit a bigint; absent ones are fine', () => {
    expect(invalidIdHeader({ merchantid: '99999999999999999999' })).toBe('merchantId');
    expect(invalidIdHeader({ tableid: '9223372036854775808' })).toBe('tableId');
    for (const malformed of ['3002abc', '-3002', '3002.0', '0x0BBA', '3002, 3001', 'abc']) {
      expect(invalidIdHeader({ tableid: malformed }), malformed).toBe('tableId');
    }
    expect(invalidIdHeader({ tableid: '9223372036854775807', merchantid: '1001' })).toBeNull();
    expect(invalidIdHeader({ merchantid: '', tableid: '  ' })).toBeNull();
    expect(invalidIdHeader({})).toBeNull();
  });
});

describe('messages with placeholders', () => {
  it('fills them in both locales', () => {
    expect(messageWith('textHasNul', 'en-US', { field: 'notes' })).toBe(
      'notes contains a NUL character.',
    );
    expect(messageWith('invalidIdHeader', 'zh-TW', { field: 'tableId' })).toBe(
      'tableId 不是有效的編號。',
    );
    expect(messageWith('nestedTooDeep', 'en-US', {})).toContain('{depth}');
  });
});

describe('JSON numbers are measured before parsing', () => {
  it('allows a 64-bit id, a price and an exponent, and refuses a run of digits', () => {
    const fine = `{"id":18446744073709551615,"price":-12.5,"big":1.5e300}`;
    expect(hasNumberLongerThan(fine, MAX_JSON_NUMBER_LENGTH)).toBe(false);
    expect(hasNumberLongerThan(`{"a":${'9'.repeat(41)}}`, MAX_JSON_NUMBER_LENGTH)).toBe(true);
    expect(hasNumberLongerThan(`[${'9'.repeat(40)}]`, MAX_JSON_NUMBER_LENGTH)).toBe(false);
    expect(hasNumberLongerThan(`{"a":${'9'.repeat(1_000_000)}}`, MAX_JSON_NUMBER_LENGTH)).toBe(
      true,
    );
  });

  it('does not count digits inside strings, nor numbers side by side', () => {
    const text = JSON.stringify({
      phone: '1'.repeat(100),
      list: Array.from({ length: 50 }, () => 123456789),
    });
    expect(hasNumberLongerThan(text, MAX_JSON_NUMBER_LENGTH)).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyReply } from './json.ts';

/** The reply serializer as it was (a replacer over every value): what the fast one must equal. */
const marker = `@@id-${randomBytes(9).toString('hex')}@@`;
const markedId = new RegExp(`"${marker}(\\d+)"`, 'g');
const isIdKey = (key: string) => key === 'id' || /[a-z]Ids?$/.test(key);
const mark = (item: unknown) =>
  typeof item === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(item) ? `${marker}${item}` : item;
const reference = (value: unknown): string =>
  JSON.stringify(value, (key, item: unknown) => {
    if (!isIdKey(key)) return item;
    return Array.isArray(item) ? item.map(mark) : mark(item);
  }).replace(markedId, '$1');

const keys = fc.constantFrom(
  'id',
  'userId',
  'userCouponIds',
  'ids',
  'Id',
  'xID',
  'a,',
  'b"Id',
  'c\\Id',
  '"id',
  'id"',
  'notes',
  '{',
  'tableIds',
  'price',
);
const strings = fc.oneof(
  fc.constantFrom(
    '0',
    '12',
    '1900000000000000001',
    '99999999999999999999',
    '123456789012345678901',
    '012',
    '-1',
    '1.5',
    '',
    'id',
    '{"id":"5"}',
    ',"id":"7"',
    '\\"',
    '"',
    '\n',
  ),
  fc.string(),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    strings,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('the reply serializer', () => {
  it('writes exactly what a replacer over every value wrote', () => {
    fc.assert(
      fc.property(value, (input) => {
        expect(stringifyReply(input)).toBe(reference(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps arrays under id keys and the keys nested in them in order', () => {
    const input = { tableIds: [{ id: '1' }, '2', ['3'], { orderIds: ['4', 'x'] }], userId: '5' };
    expect(stringifyReply(input)).toBe(reference(input));
    expect(stringifyReply(input)).toBe(
      '{"tableIds":[{"id":1},2,["3"],{"orderIds":[4,"x"]}],"userId":5}',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isDecimalId, resolveMerchantIdParam } from './merchant-id.ts';

describe('resolveMerchantIdParam', () => {
  it('takes a single id as is', () => {
    expect(resolveMerchantIdParam('1001')).toEqual({
      kind: 'merchant',
      merchantId: '1001',
      putInQuery: false,
    });
  });

  it('takes the first of an array and puts it in the query', () => {
    expect(resolveMerchantIdParam(['1001', '1002'])).toEqual({
      kind: 'merchant',
      merchantId: '1001',
      putInQuery: true,
    });
  });

  it.each([[[]], [['abc']], ['abc'], [''], ['1'.repeat(21)], ['-1'], ['１２']])(
    'sends %j to not-found',
    (param) => {
      expect(resolveMerchantIdParam(param)).toEqual({ kind: 'notFound' });
    },
  );

  it('reports no param as none', () => {
    expect(resolveMerchantIdParam(undefined)).toEqual({ kind: 'none' });
  });

  it('accepts up to 20 digits, the width of a 64-bit id', () => {
    expect(isDecimalId('18446744073709551615')).toBe(true);
    expect(isDecimalId('184467440737095516150')).toBe(false);
  });
});

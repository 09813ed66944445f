import { describe, expect, it } from 'vitest';
import { qrLandingPath } from './paths.ts';
import { parseQrLandingPath, readStartupQuery } from './qr-landing.ts';

describe('parseQrLandingPath', () => {
  it.each([
    ['/m/1001/q/42', { merchantId: '1001', qrcodeId: '42' }],
    ['/zh-tw/m/1001/q/42/', { merchantId: '1001', qrcodeId: '42' }],
    ['/m/1001/q/42?x=1#t', { merchantId: '1001', qrcodeId: '42' }],
  ])('reads %s', (path, expected) => {
    expect(parseQrLandingPath(path)).toEqual(expected);
  });

  it.each([
    '/m/abc/q/42',
    '/m/1001/q/',
    '/m/1001/q/42/extra',
    '/merchant/1001',
    `/m/1/q/${'9'.repeat(21)}`,
  ])('rejects %s', (path) => {
    expect(parseQrLandingPath(path)).toBeNull();
  });

  it('parses what qrLandingPath builds', () => {
    expect(parseQrLandingPath(qrLandingPath('7', '8'))).toEqual({ merchantId: '7', qrcodeId: '8' });
  });
});

describe('readStartupQuery', () => {
  it('reads digits, the first of repeated values, and drops the rest', () => {
    expect(readStartupQuery({ merchantId: '1001', qrcodeId: ['42', '43'] })).toEqual({
      merchantId: '1001',
      qrcodeId: '42',
    });
    expect(readStartupQuery({ merchantId: 'x', qrcodeId: [null] })).toEqual({
      merchantId: null,
      qrcodeId: null,
    });
    expect(readStartupQuery({})).toEqual({ merchantId: null, qrcodeId: null });
  });
});

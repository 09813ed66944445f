import { describe, expect, it } from 'vitest';
import { qrLandingPath } from './paths.ts';
import {
  parseQrLandingPath,
  readScannedCode,
  readStartupQuery,
  startupAddress,
} from './qr-landing.ts';

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

describe('the address the app starts at (issue 15 item 14)', () => {
  const LONG = '1234567890123456789';

  it('leads a merchant and a table code to the table’s QR landing, long ids exact', () => {
    expect(startupAddress('/', `?merchantId=1001&qrcodeId=${LONG}`)).toBe(`/m/1001/q/${LONG}`);
    expect(startupAddress('/zh-tw', `?qrcodeId=${LONG}&merchantId=1001`)).toBe(
      `/zh-tw/m/1001/q/${LONG}`,
    );
    expect(startupAddress('/merchant/2002/order', '?merchantId=1001&qrcodeId=7')).toBe(
      '/m/1001/q/7',
    );
    expect(startupAddress('/', '?merchantId=1001&merchantId=9&qrcodeId=7')).toBe('/m/1001/q/7');
  });

  it('at the root, takes a code that is no id for a bad QR code, and a merchant alone to its menu', () => {
    expect(startupAddress('/', '?merchantId=1001&qrcodeId=abc')).toBe('/notFound');
    expect(startupAddress('/zh-tw', '?qrcodeId=7')).toBe('/zh-tw/notFound');
    expect(startupAddress('/zh-tw', '?merchantId=1001')).toBe('/zh-tw/merchant/1001/order');
  });

  it('leaves every other address as it is', () => {
    expect(startupAddress('/', '')).toBeNull();
    expect(startupAddress('/', '?merchantId=abc')).toBeNull();
    expect(startupAddress('/merchant/1001/order', '?qrcodeId=abc')).toBeNull();
    expect(startupAddress('/merchant/1001', '?merchantId=2002')).toBeNull();
  });
});

describe('a scanned or typed table code', () => {
  it('is the QR landing of a full URL on any host, or of a path', () => {
    const table = { merchantId: '1001', qrcodeId: '3' };
    expect(readScannedCode('https://tablefold.example/m/1001/q/3')).toEqual(table);
    expect(readScannedCode(' http://192.168.1.20:8080/zh-tw/m/1001/q/3?x=1 ')).toEqual(table);
    expect(readScannedCode('/m/1001/q/3')).toEqual(table);
  });

  it('is nothing when it names no table', () => {
    for (const text of [
      '',
      '   ',
      'hello',
      'ftp://x/m/1/q/2',
      'https://x/merchant/1001',
      '/m/a/q/1',
    ])
      expect(readScannedCode(text)).toBeNull();
  });
});

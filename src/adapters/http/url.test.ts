import { describe, expect, it } from 'vitest';
import { buildUrl, queryString } from './url.ts';

describe('buildUrl', () => {
  it('repeats a list key and leaves out absent values', () => {
    expect(queryString({ id: '1001', s: [18001, 8003], none: null, gone: undefined })).toBe(
      '?id=1001&s=18001&s=8003',
    );
    expect(queryString({})).toBe('');
  });

  it('joins base and path with one slash and encodes query values', () => {
    expect(buildUrl('http://a.test', 'api/x', { keyword: '牛 肉&' })).toBe(
      'http://a.test/api/x?keyword=%E7%89%9B+%E8%82%89%26',
    );
    expect(buildUrl('http://a.test', '/api/x')).toBe('http://a.test/api/x');
  });
});

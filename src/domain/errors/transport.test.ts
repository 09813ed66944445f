import { describe, expect, it } from 'vitest';
import { FAILED_REPLY, fetchErrorData, logMessages, pageNotFoundError } from './transport.ts';

describe('transport errors', () => {
  it('gives the failed-request reply of spec §8', () => {
    expect(FAILED_REPLY).toEqual({ code: 500, data: null, msg: 'error', success: false });
    expect(Object.isFrozen(FAILED_REPLY)).toBe(true);
  });

  it('maps error bodies with a sane status', () => {
    expect(fetchErrorData(503, 'busy')).toEqual({ statusCode: 503, message: 'busy' });
    expect(fetchErrorData(42, undefined)).toEqual({ statusCode: 200, message: '' });
  });

  it('reports route failures as 404 with the path', () => {
    expect(pageNotFoundError('/merchant/x/order')).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /merchant/x/order',
    });
  });

  it('keeps the spec log lines', () => {
    expect(Object.values(logMessages)).toEqual([
      'Failed to get merchant ID',
      'Merchant info not found for ID',
      'Merchant settings not found for ID',
    ]);
  });
});

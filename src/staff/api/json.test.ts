import { describe, expect, it } from 'vitest';
import { parseReply } from './json.ts';

describe('parseReply', () => {
  it('keeps 64-bit ids exact and makes every id a string', () => {
    const reply = parseReply(
      '{"data":{"id":1900000000000000001,"tableId":3001,"userCouponIds":[1,1900000000000000002],"totalAmount":28.8,"serial":"0001"}}',
    );
    expect(reply).toEqual({
      data: {
        id: '1900000000000000001',
        tableId: '3001',
        userCouponIds: ['1', '1900000000000000002'],
        totalAmount: 28.8,
        serial: '0001',
      },
    });
  });

  it('answers undefined for what is not JSON', () => {
    expect(parseReply('<html>')).toBeUndefined();
    expect(parseReply('')).toBeUndefined();
  });
});

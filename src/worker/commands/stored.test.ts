import { describe, expect, it } from 'vitest';
import { readStored } from './stored.ts';

describe('reading what storage gave back', () => {
  it('keeps well-formed keys', () => {
    expect(
      readStored({
        merchantId: '1001',
        locale: 'zh-TW',
        theme: 'dark',
        fingerprintId: 'fp-1',
        memberId: '901',
        token: 'tok',
        subscribed: 'true',
        tableId: '501',
        tableName: 'A1',
        guestCount: '4',
        orderType: 'toGo',
        partyLeftSeat: 'abc.def',
      }),
    ).toEqual({
      merchantId: '1001',
      locale: 'zh-TW',
      theme: 'dark',
      fingerprint: 'fp-1',
      memberId: '901',
      token: 'tok',
      subscribed: true,
      table: { tableId: '501', tableName: 'A1' },
      guestCount: 4,
      orderType: 'toGo',
      partyLeftSeat: { token: 'abc.def' },
    });
  });

  it('drops what it cannot read, and a member id without its token', () => {
    expect(
      readStored({
        merchantId: 'abc',
        locale: '',
        theme: 'sepia',
        fingerprintId: 'has spaces',
        memberId: '901',
        token: '',
        tableId: '501',
        guestCount: 500,
        orderType: 'delivery',
        heldCartEdits: '{"tableId":"501","edits":"not edits"}',
        partyLeftSeat: '',
      }),
    ).toEqual({
      merchantId: null,
      locale: null,
      theme: null,
      fingerprint: null,
      memberId: null,
      token: null,
      subscribed: false,
      table: { tableId: '501', tableName: '' },
      guestCount: null,
      orderType: null,
    });
  });
});

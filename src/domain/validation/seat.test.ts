import { describe, expect, it } from 'vitest';
import { readLeftSeat, readSeat } from './seat.ts';

const seat = { token: 'abc.def', dinerId: 'dXyz_1', expiresAt: 1_800_000_000_000 };

describe('readSeat', () => {
  it('reads a stored seat back from JSON text or as an object', () => {
    expect(readSeat(JSON.stringify(seat))).toEqual(seat);
    expect(readSeat(seat)).toEqual(seat);
  });

  it('takes anything short of a whole seat for none', () => {
    for (const broken of [
      null,
      '',
      '{',
      '42',
      JSON.stringify({ ...seat, token: '' }),
      JSON.stringify({ ...seat, token: 'x'.repeat(4097) }),
      JSON.stringify({ ...seat, dinerId: 'has space' }),
      JSON.stringify({ ...seat, expiresAt: 'soon' }),
      { ...seat, token: 7 },
    ]) {
      expect(readSeat(broken)).toBeNull();
    }
  });
});

describe('readLeftSeat', () => {
  it('reads the token of the seat whose party left, as stored text or as the object', () => {
    expect(readLeftSeat('abc.def')).toEqual({ token: 'abc.def' });
    expect(readLeftSeat({ token: 'abc.def' })).toEqual({ token: 'abc.def' });
  });

  it('takes anything else for none', () => {
    for (const broken of [null, undefined, '', 'x'.repeat(4097), 7, { token: 7 }, {}]) {
      expect(readLeftSeat(broken)).toBeNull();
    }
  });
});

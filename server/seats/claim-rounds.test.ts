import { describe, expect, it } from 'vitest';
import { claimedAuthor } from './claim-rounds.ts';

describe('a round claimed at login', () => {
  it('keeps the name it was placed under, under the member’s id', () => {
    expect(claimedAuthor('7001', 'Mei', { userId: 'seat-1', name: 'Amy' })).toEqual({
      userId: '7001',
      name: 'Amy',
    });
  });

  it('takes the member’s name when it was placed without one', () => {
    expect(claimedAuthor('7001', 'Mei', { userId: 'seat-1' })).toEqual({
      userId: '7001',
      name: 'Mei',
    });
    expect(claimedAuthor('7001', 'Mei', { userId: 'seat-1', name: '' })).toEqual({
      userId: '7001',
      name: 'Mei',
    });
  });

  it('stays nameless when neither the round nor the member has a name', () => {
    expect(claimedAuthor('7003', '', { userId: 'seat-1' })).toEqual({ userId: '7003' });
  });
});

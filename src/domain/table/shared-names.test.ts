import { describe, expect, it } from 'vitest';
import { nameKey, sharedNames } from './shared-names.ts';

describe('sharedNames', () => {
  it('finds a first name two diners go by, however it is spaced or cased', () => {
    const shared = sharedNames([
      { userId: 'a', name: 'Amy' },
      { userId: 'b', name: ' amy ' },
      { userId: 'c', name: 'Ivo' },
    ]);
    expect([...shared]).toEqual(['amy']);
    expect(shared.has(nameKey('AMY'))).toBe(true);
  });

  it('counts one diner named in the cart and in presence once', () => {
    const shared = sharedNames([
      { userId: 'a', name: 'Amy' },
      { userId: 'a', name: 'Amy' },
      { userId: 'b', name: 'Ivo' },
    ]);
    expect(shared.size).toBe(0);
  });

  it('leaves out diners with no name and names with no diner', () => {
    const shared = sharedNames([
      { userId: 'a', name: null },
      { userId: 'b', name: '  ' },
      { userId: 'c', name: '' },
      { userId: null, name: 'Amy' },
      { userId: 'd', name: 'Amy' },
    ]);
    expect(shared.size).toBe(0);
  });
});

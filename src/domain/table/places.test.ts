import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dinerLabel, tablePlaces } from './places.ts';

describe('a diner’s place at the table', () => {
  it('is the cart’s order first, then the present diners with no lines, in the order they came', () => {
    const places = tablePlaces(['amy', 'ben'], ['cat', 'amy', 'dan']);
    expect([...places]).toEqual([
      ['amy', 1],
      ['ben', 2],
      ['cat', 3],
      ['dan', 4],
    ]);
  });

  it('numbers everyone once, from 1 up, the same for the same lists (every phone agrees)', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 });
    fc.assert(
      fc.property(ids, ids, (cart, present) => {
        const places = tablePlaces(cart, present);
        expect([...places.values()]).toEqual(
          places.size === 0 ? [] : [...Array(places.size).keys()].map((n) => n + 1),
        );
        expect(new Set(places.keys())).toEqual(new Set([...cart, ...present]));
        // A diner with lines keeps the place the cart gives, whoever else is present.
        for (const id of new Set(cart)) expect(places.get(id)).toBe(tablePlaces(cart).get(id));
      }),
      { numRuns: 200 },
    );
  });

  it('calls a diner by their first name, else Guest and their place', () => {
    expect(dinerLabel(' Amy ', 3)).toEqual({ kind: 'named', name: 'Amy' });
    expect(dinerLabel(null, 2)).toEqual({ kind: 'guest', number: 2 });
    expect(dinerLabel('  ', 4)).toEqual({ kind: 'guest', number: 4 });
  });
});

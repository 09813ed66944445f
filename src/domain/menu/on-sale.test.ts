import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../model/menu.ts';
import { onSaleProductIds, soldOutProductIds } from './on-sale.ts';

describe('onSaleProductIds', () => {
  it('names the dishes of every category that are on sale, and those sold out', () => {
    const categories = [
      {
        products: [
          { id: 'a', soldOut: false },
          { id: 'b', soldOut: true },
        ],
      },
      { products: [{ id: 'c', soldOut: false }] },
    ] as unknown as readonly MenuCategory[];
    expect([...onSaleProductIds(categories)]).toEqual(['a', 'c']);
    expect([...soldOutProductIds(categories)]).toEqual(['b']);
  });
});

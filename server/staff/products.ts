import type { Locale } from '../../src/domain/model/enums.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { staffError } from './messages.ts';

export interface ProductAvailability {
  readonly productId: string;
  readonly soldOut: boolean;
  readonly offShelf: boolean;
}

/** Sold out or off the shelf: either way the cart and placement refuse it with 2025. */
export const setProductAvailability = async (
  q: Queryable,
  merchantId: string,
  productId: string,
  change: { readonly soldOut?: boolean | undefined; readonly offShelf?: boolean | undefined },
  locale: Locale,
): Promise<ProductAvailability> => {
  const [row] = fitsInt8(productId)
    ? await q.query<{ id: string; sold_out: boolean; off_shelf: boolean }>(
        `update products set sold_out = coalesce($3, sold_out), off_shelf = coalesce($4, off_shelf)
          where id = $1 and merchant_id = $2 returning id, sold_out, off_shelf`,
        [productId, merchantId, change.soldOut ?? null, change.offShelf ?? null],
      )
    : [];
  if (!row) throw staffError(404, 404, 'productNotFound', locale);
  return { productId: row.id, soldOut: row.sold_out, offShelf: row.off_shelf };
};

export const merchantTableIds = async (q: Queryable, merchantId: string): Promise<string[]> =>
  (
    await q.query<{ id: string }>('select id from dining_tables where merchant_id = $1', [
      merchantId,
    ])
  ).map((row) => row.id);

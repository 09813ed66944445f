import { Schema } from 'effect';
import { nullable } from '../../../domain/model/schemas/fields.ts';
import { CartOrderSchema, cartOrderFields } from '../../../domain/model/schemas/order.ts';
import type { CartOrder } from '../../../domain/model/order.ts';

/**
 * The cart as `GET /api/shoppingCart` answers it: beside the spec's fields, the table's live
 * version the server read it at (docs/live-hub.md), so the live channel that joins afterwards can
 * tell whether it missed a change in between. An older server leaves it out: null.
 */
export const FetchedCartSchema: Schema.Decoder<
  CartOrder & { readonly liveVersion: number | null }
> = Schema.Struct({ ...cartOrderFields, liveVersion: nullable(Schema.Int) });

/** For carts that arrive outside a reply: a peer's live message, a conflict's data. */
export const decodeCartOrder = Schema.decodeUnknownOption(CartOrderSchema);

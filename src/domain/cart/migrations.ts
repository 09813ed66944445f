import { Schema } from 'effect';
import { declareEvent } from '../event.ts';
import { migration } from '../migration.ts';
import { CartOrderSchema } from '../model/schemas/order.ts';
import { CartReplacedFromServer } from './events.ts';

/**
 * v1: `settled` absent meant every pending edit (logs written before pending edits were kept,
 * and the replay fixtures generated then).
 */
export const CartReplacedFromServerV1 = declareEvent(
  'CartReplacedFromServer',
  1,
  Schema.Struct({
    cart: CartOrderSchema,
    settled: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    liveVersion: Schema.optionalKey(Schema.Number),
  }),
);

/** The older versions of the cart's events, each with its step to the next. */
export const cartMigrations = [
  migration(CartReplacedFromServerV1, [CartReplacedFromServer], (event) => [
    { ...event, payload: { ...event.payload, settled: event.payload.settled ?? ('all' as const) } },
  ]),
];

import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { OrderSchema } from '../model/schemas/order.ts';

export const OrderPlacementStarted = declareEvent('OrderPlacementStarted', 1, NoPayload);
export type OrderPlacementStarted = EventOf<typeof OrderPlacementStarted>;

/**
 * A new order, or a new round appended to the table's active order (`addedRound`; absent in logs
 * recorded before it was told apart, which read as a new order).
 */
export const OrderPlaced = declareEvent(
  'OrderPlaced',
  1,
  Schema.Struct({
    order: OrderSchema,
    submitterName: Schema.String,
    addedRound: Schema.optionalKey(Schema.Boolean),
  }),
);
export type OrderPlaced = EventOf<typeof OrderPlaced>;

/**
 * A placement that got no answer, kept until the app learns whether it reached the restaurant
 * (worker/commands/unanswered-placement.ts): the table's order it was made beside, and how a
 * found order is said.
 */
const UnansweredPlacementSchema = Schema.Struct({
  heldId: Schema.NullOr(Schema.String),
  heldRowVersion: Schema.Number,
  /** The table's rounds when it was sent (`roundsMark`); absent in logs before 2026-11-30. */
  heldRounds: Schema.optionalKey(Schema.NullOr(Schema.String)),
  submitterName: Schema.String,
  addedRound: Schema.Boolean,
  /**
   * Epoch ms: not found before then, it is not yet "not sent", since a slow server may still be
   * placing it (worker PLACEMENT_TRUTH_DELAY_MS); absent in older logs.
   */
  notSentFrom: Schema.optionalKey(Schema.Number),
});
export type UnansweredPlacement = typeof UnansweredPlacementSchema.Type;

/**
 * `unanswered` while no answer came and the truth is not known yet; `notSent` once the table,
 * read again, showed it did not arrive (both absent in older logs).
 */
export const OrderPlacementFailed = declareEvent(
  'OrderPlacementFailed',
  1,
  Schema.Struct({
    code: Schema.NullOr(Schema.Number),
    message: Schema.String,
    unanswered: Schema.optionalKey(UnansweredPlacementSchema),
    notSent: Schema.optionalKey(Schema.Literal(true)),
  }),
);
export type OrderPlacementFailed = EventOf<typeof OrderPlacementFailed>;

/** The table's active order as the server has it; null when the table has none. */
export const PlacedOrderLoaded = declareEvent(
  'PlacedOrderLoaded',
  1,
  Schema.Struct({ order: Schema.NullOr(OrderSchema) }),
);
export type PlacedOrderLoaded = EventOf<typeof PlacedOrderLoaded>;

export const orderEvents = eventTable({
  OrderPlacementStarted,
  OrderPlaced,
  OrderPlacementFailed,
  PlacedOrderLoaded,
});
export type OrderEvent = EventsOf<typeof orderEvents>;

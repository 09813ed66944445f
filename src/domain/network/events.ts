import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';

/** The browser says it has no network (the worker's `offline` event, docs/offline.md). */
export const NetworkWentOffline = declareEvent('NetworkWentOffline', 1, Schema.Struct({}));
export type NetworkWentOffline = EventOf<typeof NetworkWentOffline>;

/** The browser says the network is back: held cart edits are sent, the cart read again. */
export const NetworkCameBack = declareEvent('NetworkCameBack', 1, Schema.Struct({}));
export type NetworkCameBack = EventOf<typeof NetworkCameBack>;

/**
 * The cart's edits wait instead of being written: the browser is offline, or a write found the
 * POS unreachable (`unreachable`: the write may have landed, so it is checked on the way back).
 */
export const CartEditsHeld = declareEvent(
  'CartEditsHeld',
  1,
  Schema.Struct({ reason: Schema.Literals(['offline', 'unreachable']) }),
);
export type CartEditsHeld = EventOf<typeof CartEditsHeld>;

/** The POS answered again: the edits that waited are written, in order. */
export const CartEditsReleased = declareEvent('CartEditsReleased', 1, Schema.Struct({}));
export type CartEditsReleased = EventOf<typeof CartEditsReleased>;

export const networkEvents = eventTable({
  NetworkWentOffline,
  NetworkCameBack,
  CartEditsHeld,
  CartEditsReleased,
});
export type NetworkEvent = EventsOf<typeof networkEvents>;

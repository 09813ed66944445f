import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';
import { LiveMessageSchema } from '../model/schemas/live-message.ts';

/** A message of the table's live group, as it arrived: the fold reads it (live/messages.ts). */
export const LiveMessageReceived = declareEvent(
  'LiveMessageReceived',
  1,
  Schema.Struct({ message: LiveMessageSchema }),
);
export type LiveMessageReceived = EventOf<typeof LiveMessageReceived>;

export const LiveConnectionChanged = declareEvent(
  'LiveConnectionChanged',
  1,
  Schema.Struct({ connected: Schema.Boolean }),
);
export type LiveConnectionChanged = EventOf<typeof LiveConnectionChanged>;

export const liveEvents = eventTable({ LiveMessageReceived, LiveConnectionChanged });
export type LiveEvent = EventsOf<typeof liveEvents>;

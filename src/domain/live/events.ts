import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';
import { LiveReadingSchema } from './reading.ts';

/**
 * A message of the table's live group as the worker read it, once (live/messages.ts): who said
 * what kind of thing, the server's stamp (the table's version after the change and who made it;
 * null for a diner's message), and the reading, a server cart in it as what changed (reading.ts).
 * A diner's data is never kept. v2: v1 kept the message as it arrived, and the fold read it
 * (live/migrations.ts).
 */
export const LiveMessageReceived = declareEvent(
  'LiveMessageReceived',
  2,
  Schema.Struct({
    from: Schema.String,
    messageType: Schema.String,
    liveVersion: Schema.NullOr(Schema.Number),
    changedBy: Schema.NullOr(Schema.String),
    reading: LiveReadingSchema,
  }),
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

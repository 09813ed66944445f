import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';

/**
 * The diner is at (`held`) or has left the Undo of one of their removals: while held, the offer
 * does not run out; left, it runs UNDO_WINDOW_MS from then (WCAG 2.2.1, timing adjustable).
 */
export const UndoHeld = declareEvent(
  'UndoHeld',
  1,
  Schema.Struct({ id: Schema.String, held: Schema.Boolean }),
);
export type UndoHeld = EventOf<typeof UndoHeld>;

/** The removal was undone: its line was added again (through the cart's write queue). */
export const RemovalUndone = declareEvent('RemovalUndone', 1, Schema.Struct({ id: Schema.String }));
export type RemovalUndone = EventOf<typeof RemovalUndone>;

export const timelineEvents = eventTable({ UndoHeld, RemovalUndone });
export type TimelineEvent = EventsOf<typeof timelineEvents>;

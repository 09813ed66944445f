import { Effect } from 'effect';
import { offeredBack, UNDO_WINDOW_MS } from '../../domain/timeline/state.ts';
import { notReady } from '../core/failures.ts';
import { cartUserId } from '../core/identity.ts';
import { currentState, emit, inBackground } from '../core/services.ts';
import { addItem } from './cart.ts';

/**
 * The fold reads time only from events: when an offer to undo may have run out, a tick says
 * what time it is (a few milliseconds late, so the offer's end is behind it).
 */
export const tickWhenUndoEnds = inBackground(
  'the undo offer’s end',
  Effect.andThen(Effect.sleep(UNDO_WINDOW_MS + 20), emit({ type: 'ClockTicked', payload: {} })),
);

/** The offer `id` is part of, as this diner is shown it: their removals of one line. */
const offerWith = (id: string) =>
  Effect.map(currentState, (state) =>
    offeredBack(state.timeline, state.now, cartUserId(state.session)).find((offer) =>
      offer.ids.includes(id),
    ),
  );

/**
 * The diner's own removals of a line, while the timeline still offers them: the line, added
 * again with their quantities summed, in one write.
 */
export const undoRemoval = (id: string) =>
  Effect.gen(function* () {
    const offer = yield* offerWith(id);
    if (offer === undefined) return yield* notReady('undo');
    // Through the write queue like any add: the cart's merge rule and the server decide.
    yield* addItem(offer.line);
    // Only the removals it put back: one made while it was on its way is offered on its own.
    for (const part of offer.ids) yield* emit({ type: 'RemovalUndone', payload: { id: part } });
  });

/** The diner is at the Undo (pointer or focus) or has left it; let go, it runs out later. */
export const holdUndo = (id: string, held: boolean) =>
  Effect.gen(function* () {
    const offer = yield* offerWith(id);
    for (const part of offer?.ids ?? [id])
      yield* emit({ type: 'UndoHeld', payload: { id: part, held } });
    if (!held) yield* tickWhenUndoEnds;
  });

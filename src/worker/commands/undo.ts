import { Effect } from 'effect';
import { openUndos, UNDO_WINDOW_MS } from '../../domain/timeline/state.ts';
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

/** The diner's own removal, while the timeline still offers it: its line, added again. */
export const undoRemoval = (id: string) =>
  Effect.gen(function* () {
    const state = yield* currentState;
    const me = cartUserId(state.session);
    const offer = openUndos(state.timeline, state.now).find(
      (candidate) => candidate.id === id && candidate.userId === me,
    );
    if (offer === undefined) return yield* notReady('undo');
    // Through the write queue like any add: the cart's merge rule and the server decide.
    yield* addItem(offer.line);
    yield* emit({ type: 'RemovalUndone', payload: { id } });
  });

/** The diner is at the Undo (pointer or focus) or has left it; let go, it runs out later. */
export const holdUndo = (id: string, held: boolean) =>
  Effect.gen(function* () {
    yield* emit({ type: 'UndoHeld', payload: { id, held } });
    if (!held) yield* tickWhenUndoEnds;
  });

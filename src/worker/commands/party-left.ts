import { Effect } from 'effect';
import { currentState, emit } from '../core/services.ts';
import { reseat } from '../live/reseat.ts';

/**
 * A call refused as 4035 (the staff cleared the table after it was sent) says what the live
 * notice of the clear says, which may come later or not at all: the party has gone (PartyLeft),
 * and the diner, still here, takes a new seat, whose channel reads the new party's table. Unless
 * the notice got there first: a seat renewed since `sentWith` is already the new party's.
 */
export const partyLeftUnder = (sentWith: string | null) =>
  Effect.gen(function* () {
    const { session } = yield* currentState;
    if ((session.seat?.token ?? null) !== sentWith) return;
    yield* emit({ type: 'PartyLeft', payload: {} });
    yield* reseat;
  });

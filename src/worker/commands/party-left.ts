import { Effect } from 'effect';
import { TABLE_CLEARED } from '../../domain/errors/catalogue.ts';
import type { CommandFailure } from '../core/failures.ts';
import { currentState, emit, inBackground } from '../core/services.ts';
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

/**
 * For a command's failure: a refusal as 4035 of a call sent with seat `sentWith` (a cart edit, a
 * placement) lets the party go in the background, so its order type and guest count go with it.
 */
export const partyLeftOnRefusal = (sentWith: string | null) => (failure: CommandFailure) =>
  failure._tag === 'CommandRefused' && failure.code === TABLE_CLEARED
    ? inBackground('seat again after a clear', partyLeftUnder(sentWith))
    : Effect.void;

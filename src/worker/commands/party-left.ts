import { Effect } from 'effect';
import { partyLeaveTold } from '../../domain/session/state.ts';
import { type ApiError, seatSentWith } from '../../adapters/http/errors.ts';
import { type ErrorContext, TABLE_CLEARED } from '../../domain/errors/catalogue.ts';
import type { CommandFailure } from '../core/failures.ts';
import { report } from '../core/report.ts';
import { key } from '../core/results.ts';
import { currentState, emit, inBackground, toast } from '../core/services.ts';
import { reseat } from '../live/reseat.ts';

/**
 * A call refused as 4035 (the staff cleared the table after it was sent) says what the live
 * notice of the clear says, which may come later or not at all: the party has gone (PartyLeft),
 * and the diner, still here, takes a new seat, whose channel reads the new party's table. Unless
 * the notice got there first: a seat renewed since `sentWith` is already the new party's, and a
 * party the app already saw leave (`partyLeftSeat`) is not let go twice. `tell`: the call was a
 * read, whose refusal says nothing of its own, so the clear is said here, once, in the words a
 * renewal uses of a clear the diner missed (seat.ts).
 */
export const partyLeftUnder = (sent: string | null | undefined, tell = false) =>
  Effect.gen(function* () {
    const { session } = yield* currentState;
    const held = session.seat?.token ?? null;
    const sentWith = seatSentWith(sent, held);
    if (held !== sentWith) return;
    const seenLeaving = partyLeaveTold(session, sentWith);
    if (!seenLeaving) {
      yield* emit({ type: 'PartyLeft', payload: {} });
      if (tell) yield* toast(key('table.cleared'), 'info');
    }
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

/**
 * Reports a failed read of the table (its cart, its order). One refused as 4035 is a clear this
 * diner missed (offline or away then, or a read sent before the live notice came): no dish of
 * theirs went, so it is not said as a refused Add ("add your dish again"), but as the clear, once,
 * and the party of the seat the read was sent with goes as at any clear.
 */
export const reportTableRead = (error: ApiError, context: ErrorContext, saidAlready = false) =>
  Effect.gen(function* () {
    const cleared = error._tag === 'TableCleared';
    const resolution = yield* report(error, context, cleared || saidAlready);
    if (cleared)
      yield* inBackground('seat again after a clear', partyLeftUnder(error.sentWith, true));
    return resolution;
  });

/**
 * After any other call `report` said (a table-wide save, a call of the staff, the order code, the
 * preview): one refused as 4035 lets the party of the seat it was sent with go, in the
 * background, as at any clear. The refusal itself was said by `report`, once.
 */
export const partyLeftOnClear = (error: ApiError) =>
  error._tag === 'TableCleared'
    ? inBackground('seat again after a clear', partyLeftUnder(error.sentWith))
    : Effect.void;

import { Effect } from 'effect';
import { partyLeaveTold } from '../../domain/session/state.ts';
import {
  type ApiError,
  describeApiError,
  failureCode,
  resolveApiError,
  seatSentWith,
} from '../../adapters/http/errors.ts';
import { Analytics } from '../../adapters/system/analytics.ts';
import { Logger } from '../../adapters/system/logger.ts';
import type { ErrorContext } from '../../domain/errors/catalogue.ts';
import type { FailureResolution } from '../../domain/errors/failure.ts';
import { CommandRefused } from './failures.ts';
import { currentState, followUp, toast } from './services.ts';

/**
 * Acts on a failed call as §8 says and returns what it resolved to: a 401 logs the diner out
 * (through the input stream, so a cart write that noticed it does not wait on itself), a message
 * becomes a toast, the rest is logged. `saidElsewhere`: what the diner is looking at says it
 * (the login form beside its fields, the cart's note, the product sheet beside Add), or the
 * caller says it in other words (a read's missed clear, party-left.ts), so a toast would say it
 * twice. A cart read that found no network while the browser is offline is not toasted either:
 * the offline banner says so already, and the cart is read again when the network is back.
 */
export const report = (error: ApiError, context: ErrorContext, saidElsewhere = false) =>
  Effect.gen(function* () {
    const resolution = resolveApiError(error, context);
    const analytics = yield* Analytics;
    const { network, session } = yield* currentState;
    const saidByBanner = !network.online && context === 'loadCart' && error._tag === 'Unreachable';
    // A call sent with the seat whose party the app already saw leave (the order type chosen at
    // the next Add, answered before or after the new seat came): the clear was told once, when
    // the app saw it.
    const clearTold =
      error._tag === 'TableCleared' &&
      resolution.message?.kind === 'key' &&
      resolution.message.key === 'table.cleared' &&
      partyLeaveTold(session, seatSentWith(error.sentWith, session.seat?.token ?? null));
    analytics.note(`${context} failed: ${describeApiError(error)}`);
    if (resolution.handling === 'logout') {
      yield* followUp({ kind: 'logout', reason: 'unauthorized' });
    } else if (
      resolution.handling === 'logOnly' ||
      resolution.message === null ||
      saidElsewhere ||
      saidByBanner ||
      clearTold
    ) {
      const logger = yield* Logger;
      logger.warn(`${context} failed`, describeApiError(error));
    } else {
      yield* toast(resolution.message);
    }
    return resolution;
  });

/** The command's refusal for a failed call, as the diner was told it. */
export const refusal = (error: ApiError, resolution: FailureResolution): CommandRefused => {
  const code = failureCode(error);
  return new CommandRefused({
    code,
    refusedBy: code === null ? 'nobody' : 'server',
    message: resolution.message,
  });
};

/**
 * Reports the failed call, then ends the command with it (after `record`, if given);
 * `saidElsewhere` as `report` has it.
 */
export const refuse = <R = never>(
  error: ApiError,
  context: ErrorContext,
  record: Effect.Effect<unknown, never, R> = Effect.void,
  saidElsewhere = false,
) =>
  report(error, context, saidElsewhere).pipe(
    Effect.tap(() => record),
    Effect.flatMap((resolution) => Effect.fail(refusal(error, resolution))),
  );

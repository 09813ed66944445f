import { Data, Effect } from 'effect';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import type { EnrolmentFieldErrors } from '../../domain/validation/enrolment.ts';
import type { CommandError, CommandResult, NotReadyReason, RefusedBy } from '../api.ts';

/** The input broke a §5 rule; nothing was sent. */
export class InvalidInput extends Data.TaggedError('InvalidInput')<{
  readonly message: DomainMessageKey;
  readonly fieldErrors?: EnrolmentFieldErrors;
}> {}

/** A precondition is missing (no table yet, no member...). */
export class NotReady extends Data.TaggedError('NotReady')<{ readonly missing: NotReadyReason }> {}

/**
 * The command did not happen, or may not have (`refusedBy`); what the diner was told about it,
 * if anything, is already in the toasts.
 */
export class CommandRefused extends Data.TaggedError('CommandRefused')<{
  readonly code: number | null;
  readonly refusedBy: RefusedBy;
  readonly message: ToastMessage | null;
}> {}

/** Why a command did not happen, as its program fails. */
export type CommandFailure = InvalidInput | NotReady | CommandRefused;

export const invalid = (message: DomainMessageKey): Effect.Effect<never, InvalidInput> =>
  Effect.fail(new InvalidInput({ message }));

export const notReady = (missing: NotReadyReason): Effect.Effect<never, NotReady> =>
  Effect.fail(new NotReady({ missing }));

/** The value, or NotReady when it is missing. */
export const required = <A>(
  value: A | null | undefined,
  missing: NotReadyReason,
): Effect.Effect<A, NotReady> =>
  value === null || value === undefined ? notReady(missing) : Effect.succeed(value);

/** A failure as plain data for the worker boundary (errors cross it as data, style.md). */
export const commandErrorOf = (failure: CommandFailure): CommandError => {
  switch (failure._tag) {
    case 'InvalidInput':
      return failure.fieldErrors === undefined
        ? { kind: 'invalid', message: failure.message }
        : { kind: 'invalid', message: failure.message, fieldErrors: failure.fieldErrors };
    case 'NotReady':
      return { kind: 'notReady', missing: failure.missing };
    case 'CommandRefused':
      return {
        kind: 'refused',
        code: failure.code,
        refusedBy: failure.refusedBy,
        message: failure.message,
      };
  }
};

/** A program's outcome as the boundary's result: never a failure, always data. */
export const asResult = <A, R>(
  program: Effect.Effect<A, CommandFailure, R>,
): Effect.Effect<CommandResult<A>, never, R> =>
  Effect.match(program, {
    onSuccess: (value): CommandResult<A> => ({ ok: true, value }),
    onFailure: (failure): CommandResult<A> => ({ ok: false, error: commandErrorOf(failure) }),
  });

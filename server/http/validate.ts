import { Cause, Exit, Schema, SchemaGetter } from 'effect';
import { badRequest } from './api-error.ts';

/**
 * Decodes untrusted input with an `effect/Schema`, turning a mismatch into a 400 envelope whose
 * message names the first problem, so a client developer sees what to fix.
 */
export const decodeInput = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): S['Type'] => {
  const exit = Schema.decodeUnknownExit(schema, { errors: 'first' })(input);
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.squash(exit.cause);
  const detail = error instanceof Error ? error.message : String(error);
  throw badRequest(detail.replace(/\s+/g, ' ').trim().slice(0, 300));
};

const idPattern = /^(0|[1-9][0-9]{0,19})$/;

/** An id as the POS sends it: a JSON integer or a decimal string of up to 20 digits. */
export const IdInput = Schema.Union([
  Schema.String.check(Schema.isPattern(idPattern)),
  Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | number) => String(value)),
    encode: SchemaGetter.transform((value: string) => value),
  }),
);

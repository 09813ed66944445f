import { Effect, Option, Schema } from 'effect';
import { isSuccessfulReply } from '../../domain/model/envelope.ts';
import { acceptStatusCode } from '../../domain/validation/http.ts';
import { type ApiError, Unauthorized, Unreachable, refusalOf } from './errors.ts';
import { parseJson } from './json.ts';

/** The envelope of every reply (spec §3); a null or missing msg reads as empty. */
const Envelope = Schema.Struct({
  success: Schema.Boolean,
  code: Schema.Number,
  msg: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.optional(Schema.Unknown),
});

const UNAUTHORIZED = 401;
const MAX_DESCRIPTION = 300;

/** A schema issue in one line, short enough for a log entry. */
export const describeIssue = (error: unknown): string =>
  String(error instanceof Error ? error.message : error)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_DESCRIPTION);

const unreadable = (request: string, issue: unknown): Unreachable =>
  new Unreachable({ request, reason: 'unreadable', description: describeIssue(issue) });

const isOk = (status: number): boolean => status >= 200 && status <= 299;

/**
 * Turns a status and body text into the call's data or its tagged error. HTTP 401 and body code
 * 401 are Unauthorized; an envelope that is not success-and-code-0 is a refusal tagged by its code
 * (errors.ts); an HTTP error without an envelope is a refusal with the status as its code (§8
 * "reject with response body or null"); anything else unreadable is Unreachable.
 */
export const interpretReply = <A>(
  request: string,
  status: number,
  text: string,
  data: Schema.Decoder<A>,
): Effect.Effect<A, ApiError> => {
  if (status === UNAUTHORIZED) return Effect.fail(new Unauthorized({ request }));
  const parsed = parseJson(text);
  const envelope = parsed.ok ? Schema.decodeUnknownOption(Envelope)(parsed.value) : Option.none();
  if (Option.isNone(envelope)) {
    if (!isOk(status)) {
      const code = acceptStatusCode(status);
      return Effect.fail(refusalOf({ code, msg: '', status: code, data: null }));
    }
    const description = parsed.ok
      ? 'the reply is not an envelope'
      : `malformed JSON: ${parsed.error}`;
    return Effect.fail(unreadable(request, description));
  }
  const reply = envelope.value;
  if (reply.code === UNAUTHORIZED) return Effect.fail(new Unauthorized({ request }));
  if (!isSuccessfulReply(reply) || !isOk(status)) {
    const accepted = acceptStatusCode(status);
    return Effect.fail(
      refusalOf({
        code: isSuccessfulReply(reply) ? accepted : reply.code,
        msg: reply.msg ?? '',
        status: accepted,
        data: reply.data ?? null,
      }),
    );
  }
  return Schema.decodeUnknownEffect(data)(reply.data ?? null).pipe(
    Effect.mapError((issue) => unreadable(request, issue)),
  );
};

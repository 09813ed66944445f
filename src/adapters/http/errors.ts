import { Data } from 'effect';
import type { ErrorContext } from '../../domain/errors/catalogue.ts';
import {
  type Failure,
  type FailureResolution,
  resolveFailure,
} from '../../domain/errors/failure.ts';

/**
 * A reply that is not success-and-code-0 (spec §4), or an HTTP error whose body said nothing
 * readable. `data` is the reply's data as sent: conflicts (66666, 1997, 2025) carry the table's
 * current cart there, so the caller can reload without another call.
 */
export class ApiFailure extends Data.TaggedError('ApiFailure')<{
  readonly code: number;
  readonly msg: string;
  /** The HTTP status, trusted only as three digits (spec §5), else 200. */
  readonly status: number;
  readonly data: unknown;
}> {}

/** Body code 401 or HTTP 401: the session is gone and the caller logs the user out (§8). */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{
  readonly request: string;
}> {}

/** The reply was not JSON, not an envelope, or its data did not match the call's schema. */
export class DecodeFailure extends Data.TaggedError('DecodeFailure')<{
  readonly request: string;
  readonly description: string;
}> {}

/** No reply within the client's time limit; the request was aborted. */
export class Timeout extends Data.TaggedError('Timeout')<{
  readonly request: string;
  readonly timeoutMs: number;
}> {}

/** Any transport trouble before a reply: offline, refused, reset, DNS, CORS. One tag for all. */
export class NetworkFailure extends Data.TaggedError('NetworkFailure')<{
  readonly request: string;
  readonly description: string;
}> {}

/** Everything a call can fail with; each tag is something a caller can act on. */
export type ApiError = ApiFailure | Unauthorized | DecodeFailure | Timeout | NetworkFailure;

/** The domain's view of a failed call, for `resolveFailure` and the failure events. */
export const toFailure = (error: ApiError): Failure => {
  switch (error._tag) {
    case 'ApiFailure':
      return { kind: 'reply', code: error.code, msg: error.msg };
    case 'Unauthorized':
      return { kind: 'reply', code: 401, msg: '' };
    case 'DecodeFailure':
    case 'Timeout':
    case 'NetworkFailure':
      return { kind: 'transport' };
  }
};

/** What to do about a failed call: the §8 catalogue's handling and message for this context. */
export const resolveApiError = (error: ApiError, context: ErrorContext): FailureResolution =>
  resolveFailure(toFailure(error), context);

/** The §8 code for events that record one (`null` when no reply said anything). */
export const failureCode = (error: ApiError): number | null => {
  const failure = toFailure(error);
  return failure.kind === 'reply' ? failure.code : null;
};

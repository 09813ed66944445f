import type { Schema } from 'effect';
import type { CallContext } from './headers.ts';
import type { Query } from './url.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: where it goes, what it sends, and the schema its reply's data must match. */
export interface ApiRequest<A> {
  readonly method: Method;
  /** The path on the API base, e.g. /api/member; input in it must already be encoded. */
  readonly path: string;
  readonly query?: Query;
  /** Sent as JSON; ids as decimal strings (the server accepts both forms). */
  readonly body?: unknown;
  readonly data: Schema.Decoder<A>;
  /** Overrides for this call only, e.g. another merchant id or the local-mode base. */
  readonly context?: Partial<CallContext>;
  readonly timeoutMs?: number;
  /** Concurrent identical requests share one (same method, URL and headers). */
  readonly shareInFlight?: boolean;
}

/** "GET /api/member": how a request is named in errors and logs (no query: it may hold ids). */
export const describeRequest = (request: Pick<ApiRequest<unknown>, 'method' | 'path'>): string =>
  `${request.method} ${request.path}`;

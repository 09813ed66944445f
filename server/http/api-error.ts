import type { MessageId } from './messages.ts';

/**
 * A failure the client caused or can act on: it becomes an error envelope with `code`, the
 * localised message and the HTTP status that fits it. Never used for the server's own bugs.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageId: MessageId,
    readonly httpStatus: number,
    readonly data: unknown = null,
    /** Overrides the catalogue text, e.g. with a validator's detail. */
    readonly detail: string | null = null,
  ) {
    super(`${code} ${messageId}${detail ? `: ${detail}` : ''}`);
  }
}

export const badRequest = (detail: string): ApiError =>
  new ApiError(400, 'badRequest', 400, null, detail);
export const notFound = (messageId: MessageId = 'notFound'): ApiError =>
  new ApiError(404, messageId, 404);
export const unauthorized = (): ApiError => new ApiError(401, 'unauthorized', 401);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './api-error.ts';
import { localeOf } from './error-handler.ts';
import {
  jsonShapeProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_NUMBER_LENGTH,
  parseJsonBody,
  stringifyReply,
} from './json.ts';
import { messageWith } from './messages.ts';

/** UTF-8, and ASCII, which is UTF-8 too. */
const READABLE_CHARSETS: ReadonlySet<string> = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Why a body cannot be read as the JSON text it claims to be: the server neither inflates a
 * compressed body nor decodes another charset, and read as UTF-8 either became other input (a
 * UTF-16 body reads as keys full of NUL characters).
 */
const unreadableBody = (request: FastifyRequest): ApiError | null => {
  const encoding = String(request.headers['content-encoding'] ?? 'identity').trim();
  if (encoding.toLowerCase() !== 'identity' && encoding !== '')
    return new ApiError(415, 'unsupportedEncoding', 415);
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '');
  const name = charset?.[1]?.toLowerCase();
  if (name !== undefined && !READABLE_CHARSETS.has(name))
    return new ApiError(415, 'unsupportedCharset', 415);
  return null;
};

/** JSON in and out with 64-bit ids kept exact (json.ts says how). */
export const installJson = (app: FastifyInstance): void => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json\b/,
    { parseAs: 'string' },
    (request, body, done) => {
      // No route reads it: a stranger's megabyte to a path that does not exist costs no parse.
      if (request.is404) return done(null, undefined);
      const unreadable = unreadableBody(request);
      if (unreadable !== null) return done(unreadable, undefined);
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, null);
      const limits = { depth: MAX_JSON_DEPTH, numberLength: MAX_JSON_NUMBER_LENGTH };
      const problem = jsonShapeProblem(text, limits);
      if (problem !== null) {
        const detail = messageWith(problem, localeOf(request), limits);
        return done(badRequest(detail), undefined);
      }
      try {
        done(null, parseJsonBody(text));
      } catch {
        done(new ApiError(400, 'malformedJson', 400), undefined);
      }
    },
  );
  app.setReplySerializer((payload) => stringifyReply(payload));
};

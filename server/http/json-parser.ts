import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from './api-error.ts';
import { localeOf } from './error-handler.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonBody, stringifyReply } from './json.ts';
import { messageWith } from './messages.ts';

/** JSON in and out with 64-bit ids kept exact (json.ts says how). */
export const installJson = (app: FastifyInstance): void => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json\b/,
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, null);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        const detail = messageWith('nestedTooDeep', localeOf(request), { depth: MAX_JSON_DEPTH });
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

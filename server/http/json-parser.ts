import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';
import { parseJsonBody, stringifyReply } from './json.ts';

/** JSON in and out with 64-bit ids kept exact (json.ts says how). */
export const installJson = (app: FastifyInstance): void => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json\b/,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, null);
      try {
        done(null, parseJsonBody(text));
      } catch {
        done(new ApiError(400, 'malformedJson', 400), undefined);
      }
    },
  );
  app.setReplySerializer((payload) => stringifyReply(payload));
};

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { ApiError } from './api-error.ts';
import { failure } from './envelope.ts';
import { type MessageId, message } from './messages.ts';

/** Fastify's own refusals of what a client sent, by the status Fastify gives them. */
const clientErrorMessages: Record<number, MessageId> = {
  400: 'badRequest',
  404: 'notFound',
  413: 'bodyTooLarge',
  414: 'badRequest',
  415: 'badRequest',
  429: 'tooManyRequests',
};

const localeOf = (request: FastifyRequest) =>
  request.ctx?.locale ?? normaliseLocale(String(request.headers.languagecode ?? ''));

/**
 * Every reply is the envelope, errors included. A client's mistake gets its 4xx and a message in
 * its language; only the server's own faults answer 500, and those are logged with the request.
 */
export const installErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(
    (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = localeOf(request);
      if (error instanceof ApiError) {
        return reply
          .status(error.httpStatus)
          .send(failure(error.code, error.detail ?? message(error.messageId, locale), error.data));
      }
      const status = error.statusCode ?? 500;
      const messageId = clientErrorMessages[status];
      if (status < 500 && messageId !== undefined) {
        const msg =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? message('malformedJson', locale)
            : message(messageId, locale);
        return reply.status(status).send(failure(status, msg));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(500, message('internal', locale)));
    },
  );
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(failure(404, message('notFound', localeOf(request)))),
  );
};

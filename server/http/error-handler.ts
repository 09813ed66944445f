import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { ApiError } from './api-error.ts';
import { failure } from './envelope.ts';
import { type MessageId, message } from './messages.ts';

/** Fastify's own refusals of what a client sent, by the status Fastify gives them. */
const clientErrorMessages: Readonly<Record<number, MessageId>> = {
  400: 'badRequest',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'bodyTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

/** Fastify's error codes whose own message says more than their status does. */
const codeMessages: Readonly<Record<string, MessageId>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'uriTooLong',
};

/**
 * Headers a refusal carries so a client can put its request right: RFC 7694 has a 415 for a
 * compressed body name the codings the server reads.
 */
const refusalHeaders: Readonly<Partial<Record<MessageId, Readonly<Record<string, string>>>>> = {
  unsupportedEncoding: { 'accept-encoding': 'identity' },
};

const clientMessageOf = (status: number, code: string | undefined): MessageId =>
  (code === undefined ? undefined : codeMessages[code]) ??
  clientErrorMessages[status] ??
  'badRequest';

export const localeOf = (request: FastifyRequest): Locale =>
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
          .headers(refusalHeaders[error.messageId] ?? {})
          .status(error.httpStatus)
          .send(failure(error.code, error.detail ?? message(error.messageId, locale), error.data));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const msg = message(clientMessageOf(status, error.code), locale);
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

const envelopeText = (status: number, messageId: MessageId, locale: Locale): string =>
  JSON.stringify(failure(status, message(messageId, locale)));

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a
 * malformed percent escape, a path value over `maxParamLength`). The reply has no route, so
 * the envelope is written as text rather than through the reply serializer.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const status = error.statusCode ?? 400;
  const locale = localeOf(request);
  const text =
    status < 500
      ? envelopeText(status, clientMessageOf(status, error.code), locale)
      : envelopeText(500, 'internal', locale);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(status < 500 ? status : 500)
    .header('content-type', 'application/json; charset=utf-8')
    .send(text);
};

const connectionErrorStatus = (code: string | undefined): number => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * (headers or a request line too large, bytes that are not HTTP). As Fastify's default does,
 * it answers on the socket and closes it, but with the envelope; the headers were not read, so
 * the message is in the default locale.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = connectionErrorStatus(error.code);
  const body = envelopeText(status, clientMessageOf(status, undefined), normaliseLocale(''));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
};

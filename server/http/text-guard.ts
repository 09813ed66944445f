import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type ApiError } from './api-error.ts';
import { invalidIdHeader } from './context.ts';
import { localeOf } from './error-handler.ts';
import { MAX_JSON_DEPTH } from './json.ts';
import { messageWith } from './messages.ts';

/** Why a piece of text cannot be stored: PostgreSQL's text and jsonb refuse both. */
export type TextFault = 'nul' | 'loneSurrogate';

export type InputProblem =
  { readonly kind: TextFault; readonly field: string } | { readonly kind: 'tooDeep' };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const textFault = (text: string): TextFault | null => {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'loneSurrogate' : null;
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_FIELD_LENGTH = 120;

/** `orderItems[0].notes`; a key that is no identifier is quoted, escapes and all. */
const child = (parent: string, key: string): string => {
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
};

const shown = (field: string): string =>
  field.length > MAX_FIELD_LENGTH ? `${field.slice(0, MAX_FIELD_LENGTH)}…` : field;

/**
 * The first string, or object key, holding a NUL or an unpaired surrogate anywhere in a decoded
 * input, with the path that leads to it; or `tooDeep` past `maxDepth` levels of nesting.
 */
export const findInputProblem = (
  value: unknown,
  field: string,
  maxDepth: number = MAX_JSON_DEPTH,
): InputProblem | null => {
  const walk = (item: unknown, path: string, depth: number): InputProblem | null => {
    if (typeof item === 'string') {
      const fault = textFault(item);
      return fault === null ? null : { kind: fault, field: shown(path) };
    }
    if (item === null || typeof item !== 'object') return null;
    if (depth >= maxDepth) return { kind: 'tooDeep' };
    if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) {
        const found = walk(element, `${path}[${index}]`, depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    for (const [key, element] of Object.entries(item)) {
      const at = child(path, key);
      const fault = textFault(key);
      if (fault !== null) return { kind: fault, field: shown(at) };
      const found = walk(element, at, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(value, field, 0);
};

/** What the request sent, in the order a client developer would look for it. */
const inputsOf = (request: FastifyRequest): readonly [unknown, string][] => [
  [request.params, ''],
  [request.query, ''],
  // A body that is one string (text/plain) has no field name of its own.
  [request.body, typeof request.body === 'string' ? 'body' : ''],
];

const refusal = (request: FastifyRequest): ApiError | null => {
  const locale = localeOf(request);
  const header = invalidIdHeader(request.headers);
  if (header !== null) return badRequest(messageWith('invalidIdHeader', locale, { field: header }));
  for (const [value, field] of inputsOf(request)) {
    const problem = findInputProblem(value, field);
    if (problem === null) continue;
    if (problem.kind === 'tooDeep') {
      return badRequest(messageWith('nestedTooDeep', locale, { depth: MAX_JSON_DEPTH }));
    }
    const id = problem.kind === 'nul' ? 'textHasNul' : 'textHasLoneSurrogate';
    return badRequest(messageWith(id, locale, { field: problem.field }));
  }
  return null;
};

/**
 * Every request's route params, query and parsed body are checked before any route code runs:
 * text PostgreSQL cannot store (NUL, unpaired surrogates) and id headers no bigint can hold are
 * refused with a 400 envelope naming the field, instead of failing in the database as a 500.
 */
export const installInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const refused = refusal(request);
    if (refused !== null) throw refused;
  });
};

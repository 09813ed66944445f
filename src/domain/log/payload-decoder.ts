import { Schema } from 'effect';
import type { EventDeclaration } from '../event.ts';
import { compile, type Guard } from './guard.ts';

export type PayloadResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

export type PayloadDecoder = (payload: unknown) => PayloadResult;

/** Effect's message, on one line: a log's reader prints `file:line: reason`. */
const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');

/**
 * Checks a logged payload against its declaration's type side (the domain model exactly, see
 * model/schemas/fields.ts). What passes the compiled guard is taken as it was parsed: the
 * schemas hold no transformation on their type side, so decoding would only copy it. What does
 * not is decoded by effect itself, which gives the reason (or, should the guard be stricter than
 * effect somewhere, the value).
 */
export const makePayloadDecoder = (declaration: EventDeclaration): PayloadDecoder => {
  const type = Schema.toType(declaration.payload);
  const guard: Guard = compile(type.ast);
  const decode = Schema.decodeUnknownSync(type);
  return (payload) => {
    if (guard(payload)) return { ok: true, value: payload };
    try {
      return { ok: true, value: decode(payload) };
    } catch (error) {
      return { ok: false, reason: oneLine(error) };
    }
  };
};

const compiled = new WeakMap<EventDeclaration, PayloadDecoder>();

/** Each declaration's decoder, compiled the first time a log holds one of its events. */
export const payloadDecoderOf = (declaration: EventDeclaration): PayloadDecoder => {
  let decoder = compiled.get(declaration);
  if (decoder === undefined) compiled.set(declaration, (decoder = makePayloadDecoder(declaration)));
  return decoder;
};

/** The ASP.NET Core SignalR JSON hub protocol, version 1: framing and message shapes. */

import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json.ts';

export const RECORD_SEPARATOR = '\u001e';
const RS_BYTE = 0x1e;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  readonly type: 1;
  readonly invocationId?: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
  readonly streamIds?: readonly string[];
}
export interface StreamInvocationMessage {
  readonly type: 4;
  readonly invocationId: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
}
export interface CloseMessage {
  readonly type: 7;
  readonly error?: string;
  readonly allowReconnect?: boolean;
}
/** Types the server has nothing to do with (stream items, completions, cancels, acks, ...). */
export interface OtherMessage {
  readonly type: 'other';
  readonly rawType: number;
}
export type HubMessage =
  InvocationMessage | StreamInvocationMessage | { readonly type: 6 } | CloseMessage | OtherMessage;

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Splits a byte stream into records. Works on bytes rather than strings because 0x1E never occurs
 * inside a multi-byte UTF-8 sequence, so a character split across two socket messages survives.
 */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /** Complete records, without separators; throws when an unfinished record grows too large. */
  push(chunk: Buffer): string[] {
    const data = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const frames: string[] = [];
    let start = 0;
    for (let end = data.indexOf(RS_BYTE); end !== -1; end = data.indexOf(RS_BYTE, start)) {
      if (end - start > this.maxFrameBytes) throw new Error('message exceeds the size limit');
      frames.push(data.toString('utf8', start, end));
      start = end + 1;
    }
    this.pending = data.subarray(start);
    if (this.pending.length > this.maxFrameBytes) throw new Error('message exceeds the size limit');
    return frames;
  }
}

const parseObject = (text: string): Record<string, unknown> | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

/** Null when accepted; otherwise the error to send back before closing. */
export const parseHandshake = (text: string): Parsed<null> => {
  const request = parseObject(text);
  if (request === null || typeof request.protocol !== 'string') {
    return { ok: false, error: 'Handshake request is malformed.' };
  }
  if (request.protocol !== 'json') {
    return { ok: false, error: `Requested protocol '${request.protocol}' is not available.` };
  }
  if (request.version !== 1) {
    return {
      ok: false,
      error: `The server does not support version ${String(request.version)} of the 'json' protocol.`,
    };
  }
  return { ok: true, value: null };
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const parseMessage = (text: string): Parsed<HubMessage> => {
  // As the HTTP API refuses: relaying arguments nested this deep would take the stack to its
  // limit (JSON.stringify recurses), and no hub method takes anything near it.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return { ok: false, error: `Message nests deeper than ${MAX_JSON_DEPTH} levels.` };
  }
  const raw = parseObject(text);
  if (raw === null) return { ok: false, error: 'Message is not a JSON object.' };
  const { type, invocationId, target } = raw;
  if (typeof type !== 'number' || !Number.isInteger(type)) {
    return { ok: false, error: 'Message has no integer type.' };
  }
  const bad = (what: string): Parsed<HubMessage> => ({ ok: false, error: `Invalid ${what}.` });
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof target !== 'string') return bad('target');
      if (!Array.isArray(raw.arguments)) return bad('arguments');
      if (raw.streamIds !== undefined && !isStringArray(raw.streamIds)) return bad('streamIds');
      if (type === MessageType.StreamInvocation) {
        if (typeof invocationId !== 'string') return bad('invocationId');
        return { ok: true, value: { type, invocationId, target, arguments: raw.arguments } };
      }
      if (invocationId !== undefined && typeof invocationId !== 'string')
        return bad('invocationId');
      const streamIds = raw.streamIds as string[] | undefined;
      return {
        ok: true,
        value: {
          type,
          target,
          arguments: raw.arguments,
          ...(invocationId === undefined ? {} : { invocationId }),
          ...(streamIds === undefined || streamIds.length === 0 ? {} : { streamIds }),
        },
      };
    }
    case MessageType.Ping:
      return { ok: true, value: { type } };
    case MessageType.Close:
      return {
        ok: true,
        value: { type, ...(typeof raw.error === 'string' ? { error: raw.error } : {}) },
      };
    default:
      return { ok: true, value: { type: 'other', rawType: type } };
  }
};

const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const HANDSHAKE_OK = frame({});
export const PING = frame({ type: MessageType.Ping });
export const handshakeError = (error: string): string => frame({ error });

export const invocation = (target: string, args: readonly unknown[]): string =>
  frame({ type: MessageType.Invocation, target, arguments: args });

/** A Completion carries a result or an error, never both (HubProtocol.md). */
export const completion = (invocationId: string, error?: string): string =>
  frame(
    error === undefined
      ? { type: MessageType.Completion, invocationId, result: null }
      : { type: MessageType.Completion, invocationId, error },
  );

export const close = (options: { error?: string; allowReconnect?: boolean } = {}): string =>
  frame({ type: MessageType.Close, ...options });

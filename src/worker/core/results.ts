import type { ApiError } from '../../adapters/http/errors.ts';
import { failureCode } from '../../adapters/http/errors.ts';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import type { FailureResolution, ToastMessage } from '../../domain/errors/failure.ts';
import type { CommandError, CommandResult, NotReadyReason } from '../api.ts';

export const ok = <T>(value: T): CommandResult<T> => ({ ok: true, value });
export const done: CommandResult<null> = { ok: true, value: null };

export const fail = <T = never>(error: CommandError): CommandResult<T> => ({ ok: false, error });

export const invalid = <T = never>(message: DomainMessageKey): CommandResult<T> =>
  fail({ kind: 'invalid', message });

export const notReady = <T = never>(missing: NotReadyReason): CommandResult<T> =>
  fail({ kind: 'notReady', missing });

export const refused = <T = never>(
  error: ApiError,
  resolution: FailureResolution,
): CommandResult<T> =>
  fail({ kind: 'refused', code: failureCode(error), message: resolution.message });

/** Failure events carry the message as a string: the key, or the server's own words. */
export const messageText = (message: ToastMessage | null, fallback: DomainMessageKey): string =>
  message === null ? fallback : message.kind === 'key' ? message.key : message.text;

export const key = (k: DomainMessageKey): ToastMessage => ({ kind: 'key', key: k });

import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import type { ToastMessage } from '../../domain/errors/failure.ts';

/** Failure events carry the message as a string: the key, or the server's own words. */
export const messageText = (message: ToastMessage | null, fallback: DomainMessageKey): string =>
  message === null ? fallback : message.kind === 'key' ? message.key : message.text;

export const key = (k: DomainMessageKey): ToastMessage => ({ kind: 'key', key: k });

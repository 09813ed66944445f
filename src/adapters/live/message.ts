import type { LiveMessage } from '../../domain/model/live-message.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The envelope of a ReceiveMessage invocation. Only its frame is checked here; the data is read
 * by the domain (live/messages.ts), which knows what each message type carries.
 */
export const readLiveMessage = (raw: unknown): LiveMessage | null =>
  isRecord(raw) && typeof raw.fromBrowserId === 'string' && typeof raw.messageType === 'string'
    ? { fromBrowserId: raw.fromBrowserId, messageType: raw.messageType, data: raw.data ?? null }
    : null;

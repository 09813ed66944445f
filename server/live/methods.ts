import type { LiveConnection } from './connection.ts';
import type { GroupRouter } from './groups.ts';
import { invocation, RECORD_SEPARATOR } from './protocol.ts';
import { LiveMessageType } from '../../src/domain/model/live-message.ts';

/** What peers receive as the single argument of `ReceiveMessage` (spec §4 live channel). */
export interface LiveMessage {
  readonly fromBrowserId: string;
  readonly messageType: string;
  readonly data: unknown;
}

export const RECEIVE_TARGET = 'ReceiveMessage';
export const MAX_MESSAGE_TYPE_LENGTH = 64;
/** Largest relayed message, serialized; cart changes are a few KiB. */
export const MAX_RELAY_BYTES = 64 * 1024;

export const groupOf = (tableId: string): string => `table:${tableId}`;

/** The table of a diner's group; null for any other group (a staff console's). */
export const tableOfGroup = (group: string): string | null =>
  group.startsWith('table:') ? group.slice('table:'.length) : null;

export const STAFF_GROUP_PREFIX = 'staff:';
/** A merchant's staff consoles: they hear a notice of every table's every change. */
export const staffGroupOf = (merchantId: string): string => `${STAFF_GROUP_PREFIX}${merchantId}`;

/**
 * What a diner's browser may send (the spec's clients do): hints that the shared cart or the
 * table settings changed. They are checked and dropped, since the server announces every change
 * itself; anything else (placeOrder, updateOrder …) is refused outright as the POS's word.
 */
export const DINER_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  LiveMessageType.AddOrDecreaseCartItem,
  LiveMessageType.EditCartItemNotes,
  LiveMessageType.ClearCart,
  LiveMessageType.UpdateGuestNumber,
  LiveMessageType.UpdateOrderType,
]);

const JSON_TEXT = Symbol('json text');

/**
 * `data` with its JSON text attached (not enumerable, so it is still the same object to every
 * reader): the hub puts the text in the message as it is instead of serializing `data` again.
 * The text must be `JSON.stringify(data)`.
 */
export const withJson = <T extends object>(data: T, text: string): T =>
  Object.defineProperty(data, JSON_TEXT, { value: text, enumerable: false });

const jsonTextOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null
    ? (data as { [JSON_TEXT]?: string })[JSON_TEXT]
    : undefined;

/** `invocation(RECEIVE_TARGET, [message])`, byte for byte, with the data's text spliced in. */
const receiveInvocation = (message: LiveMessage): string => {
  const text = jsonTextOf(message.data);
  if (text === undefined) return invocation(RECEIVE_TARGET, [message]);
  const head = invocation(RECEIVE_TARGET, [
    { fromBrowserId: message.fromBrowserId, messageType: message.messageType, data: null },
  ]);
  const tail = 'null}]}' + RECORD_SEPARATOR;
  return head.slice(0, head.length - tail.length) + text + tail.slice('null'.length);
};

/** Serializes a relayed message, or says why it may not be relayed. */
export const encodeLiveMessage = (
  message: LiveMessage,
): { ok: true; payload: string } | { ok: false; error: string } => {
  const { messageType } = message;
  if (typeof messageType !== 'string' || messageType.length === 0) {
    return { ok: false, error: 'messageType must be a non-empty string.' };
  }
  if (messageType.length > MAX_MESSAGE_TYPE_LENGTH) {
    return { ok: false, error: `messageType is longer than ${MAX_MESSAGE_TYPE_LENGTH}.` };
  }
  const payload = receiveInvocation(message);
  if (Buffer.byteLength(payload, 'utf8') > MAX_RELAY_BYTES) {
    return { ok: false, error: `message is larger than ${MAX_RELAY_BYTES} bytes.` };
  }
  return { ok: true, payload };
};

/** Resolves to an error message for the caller, or undefined on success. */
export type HubMethod = (
  connection: LiveConnection,
  args: readonly unknown[],
) => Promise<string | undefined>;

/** Table ids are decimal strings; a client holding a number is forgiven. */
const readTableId = (value: unknown): string | null => {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
};

/** How long JoinTable waits for the backplane subscription before answering anyway. */
export const JOIN_SUBSCRIBE_WAIT_MS = 1000;

export interface HubMethodOptions {
  /** Tells a diner who just joined the table's version (live/table-versions.ts). */
  readonly onJoined?: (tableId: string, connection: LiveConnection) => Promise<void>;
  /** Tells a staff console that just joined every table's version (live/staff-feed.ts). */
  readonly onStaffJoined?: (merchantId: string, connection: LiveConnection) => Promise<void>;
  readonly logger?: { warn(object: object, message: string): void };
}

const atMost = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms).unref());

export const createHubMethods = (
  router: GroupRouter,
  options: HubMethodOptions = {},
): ReadonlyMap<string, HubMethod> =>
  new Map<string, HubMethod>([
    [
      'JoinTable',
      async (connection, args) => {
        if (connection.claims.role === 'staff') return 'a staff console joins with JoinStaff';
        const tableId = args.length === 1 ? readTableId(args[0]) : null;
        if (tableId === null) return 'JoinTable expects one argument: the table id.';
        // The token names one table; a diner cannot listen in on another.
        if (tableId !== connection.claims.tableId) return 'not your table';
        connection.group = groupOf(tableId);
        // Local members hear the table at once; a backplane that is down must not hold the join
        // (the subscription completes when it is back, and then every diner is told to resync).
        const subscribed = router.add(connection.group, connection).catch((error: unknown) => {
          options.logger?.warn({ err: error, tableId }, 'live: backplane subscription failed');
        });
        await Promise.race([subscribed, atMost(JOIN_SUBSCRIBE_WAIT_MS)]);
        await options.onJoined?.(tableId, connection).catch((error: unknown) => {
          options.logger?.warn({ err: error, tableId }, 'live: table version not told');
        });
        return undefined;
      },
    ],
    [
      'JoinStaff',
      async (connection, args) => {
        if (args.length !== 0) return 'JoinStaff takes no arguments.';
        // Only a token the staff API issued names the staff role; a diner's seat never does.
        if (connection.claims.role !== 'staff') return 'not a staff console';
        if (connection.group !== null) return 'already joined';
        const { merchantId } = connection.claims;
        connection.group = staffGroupOf(merchantId);
        const subscribed = router.add(connection.group, connection).catch((error: unknown) => {
          options.logger?.warn({ err: error, merchantId }, 'live: backplane subscription failed');
        });
        await Promise.race([subscribed, atMost(JOIN_SUBSCRIBE_WAIT_MS)]);
        await options.onStaffJoined?.(merchantId, connection).catch((error: unknown) => {
          options.logger?.warn({ err: error, merchantId }, 'live: staff table versions not told');
        });
        return undefined;
      },
    ],
    [
      'SendToTable',
      async (connection, args) => {
        if (args.length < 1 || args.length > 2) {
          return 'SendToTable expects two arguments: messageType and data.';
        }
        if (connection.claims.role === 'staff') return 'a staff console sends nothing';
        if (connection.group === null) return 'join your table first';
        const [messageType, data = null] = args;
        if (typeof messageType !== 'string') return 'messageType must be a non-empty string.';
        const encoded = encodeLiveMessage({
          // Stamped from the token: whatever the sender put in data is only data.
          fromBrowserId: connection.claims.browserId,
          messageType,
          data,
        });
        if (!encoded.ok) return encoded.error;
        if (!DINER_MESSAGE_TYPES.has(messageType))
          return `'${messageType}' is not a diner's message.`;
        // Accepted for the spec's clients, relayed to nobody: the server announces every change
        // it committed itself, so a diner's word can never become another diner's state.
        return undefined;
      },
    ],
  ]);

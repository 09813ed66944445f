import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  DEFAULT_BACKOFF,
  foreverPolicy,
  retryDelayMs,
} from '../../adapters/live/reconnect-schedule.ts';
import { request, type StaffSession } from '../api/client.ts';
import { LiveUrlSchema } from '../api/schemas.ts';
import { heartbeatSeen, noticeSeen, type SeenVersions } from './seen-versions.ts';

/** Where the console's live channel stands, for the top bar. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface StaffLiveOptions {
  readonly session: StaffSession;
  /** A table changed (its id), or the console may have missed changes anywhere (null). */
  readonly onChange: (tableId: string | null) => void;
  readonly onStatus: (status: LiveStatus) => void;
  readonly onUnauthorized: () => void;
}

interface Received {
  readonly messageType?: unknown;
  readonly data?: unknown;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The console's side of the staff feed (docs/live-hub.md): joins the merchant's staff group, and
 * says which table changed on each notice and on each heartbeat that shows a gap. Reconnects for
 * ever; a closed connection (the token expired, the server restarted) starts again with a new URL.
 * Returns a function that stops it.
 */
export const startStaffLive = (options: StaffLiveOptions): (() => void) => {
  let stopped = false;
  let connection: HubConnection | null = null;
  let seen: SeenVersions = new Map();
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const onMessage = (raw: unknown) => {
    const message = record(raw) as Received | null;
    const data = record(message?.data);
    if (message === null || data === null) return;
    if (message.messageType === 'tableChanged') {
      const { tableId, liveVersion } = data;
      if (typeof tableId !== 'string' || typeof liveVersion !== 'number') return;
      seen = noticeSeen(seen, tableId, liveVersion);
      options.onChange(tableId);
    } else if (
      message.messageType === 'requestsChanged' ||
      message.messageType === 'tableDetailsChanged' ||
      message.messageType === 'presenceChanged'
    ) {
      // Requests, a table's codes and who is at it are not table changes (no version): the
      // floor is read again, nothing to track.
      if (typeof data.tableId === 'string') options.onChange(data.tableId);
    } else if (message.messageType === 'tableVersions') {
      const versions = record(data.versions);
      if (versions === null) return;
      const beat = heartbeatSeen(seen, versions as Record<string, number>);
      seen = beat.seen;
      if (beat.behind.length > 0) options.onChange(null);
    }
  };

  /** A connect under way, from asking for the URL until the channel is joined or given up. */
  let connecting = false;

  const again = () => {
    if (stopped) return;
    options.onStatus('reconnecting');
    // One retry at a time: a channel given up for the network and by its own failure is one.
    clearTimeout(retry);
    // Offline, a try could only fail: the network's return starts the next (onOnline).
    if (!navigator.onLine) return;
    retry = setTimeout(() => void connect(), retryDelayMs(++attempt, DEFAULT_BACKOFF));
  };

  const connect = async () => {
    connecting = true;
    try {
      await join();
    } finally {
      connecting = false;
    }
  };

  const join = async () => {
    const reply = await request(options.session, 'GET', '/api/staff/live', LiveUrlSchema);
    if (stopped) return;
    if (!reply.ok) {
      if (reply.status === 401) options.onUnauthorized();
      else again();
      return;
    }
    const next = new HubConnectionBuilder()
      .withUrl(reply.data.url)
      .withAutomaticReconnect(foreverPolicy(DEFAULT_BACKOFF))
      .configureLogging(LogLevel.None)
      .build();
    next.on('ReceiveMessage', onMessage);
    next.onreconnecting(() => options.onStatus('reconnecting'));
    next.onreconnected(() => {
      // A new connection is in no group, and whatever happened meanwhile went unheard.
      void next.invoke('JoinStaff').then(
        () => {
          options.onStatus('live');
          options.onChange(null);
        },
        () => void next.stop(),
      );
    });
    next.onclose(() => {
      // Only the connection in use restarts: one given up below already has.
      if (connection !== next) return;
      connection = null;
      again();
    });
    connection = next;
    try {
      await next.start();
      await next.invoke('JoinStaff');
    } catch {
      // Given up for the network meanwhile (onOffline), its restart waited for this try to end
      // (onOnline makes none while one is under way): unless a newer channel took over, it
      // starts again from here.
      const owned = connection === next;
      if (owned) connection = null;
      await next.stop().catch(() => undefined);
      if (owned || connection === null) again();
      return;
    }
    if (stopped) return void next.stop();
    // Given up for the network while it joined: as above.
    if (connection !== next) return connection === null ? again() : undefined;
    attempt = 0;
    options.onStatus('live');
    options.onChange(null);
  };

  // Without a network the socket is dead, though it says so only at its 30-second timeout: the
  // floor on screen stops being called live at once, and the channel starts again as soon as
  // the network is back rather than at its next backoff step.
  const onOffline = () => {
    // A retry waiting for its time would only fail: the network's return starts the next.
    clearTimeout(retry);
    if (stopped || connection === null) return;
    const dead = connection;
    connection = null;
    void dead.stop();
    again();
  };
  const onOnline = () => {
    if (stopped || connection !== null || connecting) return;
    clearTimeout(retry);
    attempt = 0;
    void connect();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  options.onStatus('connecting');
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    void connection?.stop();
  };
};

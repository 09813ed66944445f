import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { type Backplane, type EnvelopeHandler, readEnvelope } from './backplane.ts';

export interface RedisBackplaneOptions {
  /** redis://host:port/db; defaults to ioredis' own default (127.0.0.1:6379). */
  readonly url?: string;
  readonly redisOptions?: RedisOptions;
  /** Channel prefix; a group's channel is `{prefix}group:{group}`. */
  readonly prefix?: string;
  readonly logger?: Logger;
}

export const DEFAULT_CHANNEL_PREFIX = 'tablefold:live:';

const connect = (options: RedisBackplaneOptions, role: string): Redis => {
  const redisOptions = options.redisOptions ?? {};
  const client =
    options.url === undefined ? new Redis(redisOptions) : new Redis(options.url, redisOptions);
  // ioredis reconnects on its own (and re-subscribes); an unhandled 'error' event would only
  // print noise, so errors are logged and the hub keeps serving its local members meanwhile.
  client.on('error', (error: Error) => {
    options.logger?.warn({ err: error, role }, 'live backplane: redis error');
  });
  return client;
};

const quit = async (client: Redis): Promise<void> => {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
};

/**
 * Pub/sub over two connections, because a connection in subscriber mode may issue no other
 * commands. Redis pub/sub is at-most-once: a message published while a server is cut off from
 * Redis is lost for that server's members, as it would be for a dropped socket.
 */
export const createRedisBackplane = (options: RedisBackplaneOptions = {}): Backplane => {
  const prefix = `${options.prefix ?? DEFAULT_CHANNEL_PREFIX}group:`;
  const pub = connect(options, 'publisher');
  const sub = connect(options, 'subscriber');
  const handlers = new Map<string, EnvelopeHandler>();
  const reconnectHandlers: (() => void)[] = [];
  let closing: Promise<void> | undefined;
  let everReady = false;

  // ioredis re-subscribes on its own before 'ready'; from then on this server hears the groups
  // again, and what it missed is for the hub to make good (onReconnect).
  sub.on('ready', () => {
    if (everReady) {
      options.logger?.info('live backplane: redis is back');
      for (const handler of reconnectHandlers) handler();
    }
    everReady = true;
  });

  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const handler = handlers.get(channel.slice(prefix.length));
    if (handler === undefined) return;
    const envelope = readEnvelope(message);
    if (envelope === null) {
      options.logger?.warn({ channel }, 'live backplane: malformed envelope ignored');
      return;
    }
    handler(envelope);
  });

  return {
    publish: async (group, envelope) => {
      await pub.publish(prefix + group, JSON.stringify(envelope));
    },
    subscribe: async (group, handler) => {
      handlers.set(group, handler);
      await sub.subscribe(prefix + group);
    },
    unsubscribe: async (group) => {
      handlers.delete(group);
      await sub.unsubscribe(prefix + group);
    },
    onReconnect: (handler) => {
      reconnectHandlers.push(handler);
    },
    close: async () => {
      handlers.clear();
      closing ??= Promise.all([quit(pub), quit(sub)]).then(() => undefined);
      await closing;
    },
  };
};

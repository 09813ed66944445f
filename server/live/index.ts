export type { Backplane, Envelope } from './backplane.ts';
export { createMemoryBackplane, MemoryBus } from './backplane.ts';
export type { LiveHub, LiveHubOptions } from './hub.ts';
export { createLiveHub, SERVER_BROWSER_ID } from './hub.ts';
export type { LiveMessage } from './methods.ts';
export type { RedisBackplaneOptions } from './redis-backplane.ts';
export { createRedisBackplane } from './redis-backplane.ts';
export type { LiveClaims } from './token.ts';
export { issueLiveToken, verifyLiveToken } from './token.ts';

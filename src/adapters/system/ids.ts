import { Context, Layer } from 'effect';

export interface IdsShape {
  /** A random (version 4) UUID: the guest uuid, renewed at login and logout. */
  readonly uuid: () => string;
}

export class Ids extends Context.Service<Ids, IdsShape>()('tablefold/Ids') {}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * crypto.randomUUID exists only in secure contexts; a restaurant's in-store POS may serve the app
 * over plain http on its LAN, so the same UUID is built from getRandomValues there.
 */
export const uuidV4 = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export const liveIds: IdsShape = { uuid: uuidV4 };
export const liveIdsLayer: Layer.Layer<Ids> = Layer.succeed(Ids, liveIds);

/** 00000000-0000-4000-8000-000000000001, …002: well-formed, predictable, for tests and replays. */
export const makeSequentialIds = (first = 1): IdsShape => {
  let next = first;
  return {
    uuid: () => `00000000-0000-4000-8000-${(next++).toString(16).padStart(12, '0')}`,
  };
};

export const sequentialIdsLayer = (first = 1): Layer.Layer<Ids> =>
  Layer.sync(Ids, () => makeSequentialIds(first));

/**
 * How hub instances share groups. A send is delivered to local members by the sending hub and
 * published here; every other subscribed hub delivers it to its own members.
 */
export interface Envelope {
  /** The publishing hub's server id: a hub skips what it published itself. */
  readonly origin: string;
  /** A connection id that must not receive the message (the sender). */
  readonly exclude?: string;
  /** The complete serialized hub message, record separator included. */
  readonly payload: string;
}

export type EnvelopeHandler = (envelope: Envelope) => void;

export interface Backplane {
  publish(group: string, envelope: Envelope): Promise<void>;
  /** One handler per group per backplane instance; subscribing again replaces it. */
  subscribe(group: string, handler: EnvelopeHandler): Promise<void>;
  unsubscribe(group: string): Promise<void>;
  /**
   * Called each time the backplane is back after being cut off (not at the first connect): what
   * was published meanwhile never arrived here. Absent on backplanes that cannot be cut off.
   */
  onReconnect?(handler: () => void): void;
  close(): Promise<void>;
}

/** Checks what arrives from outside the process: another version may publish another shape. */
export const readEnvelope = (text: string): Envelope | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, exclude, payload } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof payload !== 'string') return null;
  if (exclude !== undefined && typeof exclude !== 'string') return null;
  return exclude === undefined ? { origin, payload } : { origin, exclude, payload };
};

/** Several in-process backplanes joined together, as Redis joins processes. */
export class MemoryBus {
  private readonly members = new Set<Map<string, EnvelopeHandler>>();

  attach(handlers: Map<string, EnvelopeHandler>): () => void {
    this.members.add(handlers);
    return () => this.members.delete(handlers);
  }

  deliver(group: string, envelope: Envelope): void {
    for (const handlers of this.members) handlers.get(group)?.(envelope);
  }
}

/**
 * The default: nothing leaves the process. Delivery is deferred to a microtask so callers see the
 * same asynchrony as with Redis.
 */
export const createMemoryBackplane = (bus: MemoryBus = new MemoryBus()): Backplane => {
  const handlers = new Map<string, EnvelopeHandler>();
  const detach = bus.attach(handlers);
  return {
    publish: async (group, envelope) => {
      await Promise.resolve();
      bus.deliver(group, envelope);
    },
    subscribe: async (group, handler) => {
      handlers.set(group, handler);
    },
    unsubscribe: async (group) => {
      handlers.delete(group);
    },
    close: async () => {
      handlers.clear();
      detach();
    },
  };
};

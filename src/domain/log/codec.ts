import type { DomainEvent, EventDeclaration } from '../event.ts';
import { eventMigrations } from '../event-history.ts';
import { type AppEvent, currentEvents } from '../events.ts';
import type { AnyEvent, Migration } from '../migration.ts';
import { payloadDecoderOf } from './payload-decoder.ts';
import { type EventRegistry, type KnownVersion, makeRegistry } from './registry.ts';

/**
 * 1: event types by their bare names, every event at version 1 (logs and archives written before
 * events were versioned). 2: `v<version>.<name>`, as LiveStore writes them.
 */
export type LogFormat = 1 | 2;

/** An event as a log stores it: its type under its versioned name. */
export type EncodedEvent = DomainEvent<string, unknown>;

export type DecodeResult =
  | { readonly ok: true; readonly events: readonly AppEvent[] }
  | { readonly ok: false; readonly reason: string };

export interface EventCodec {
  readonly encode: (event: AppEvent) => EncodedEvent;
  /**
   * One stored event, checked and brought to the current versions: usually one event, none or
   * several where a migration split or dropped it. `seq` order is the log's to check.
   */
  readonly decode: (value: unknown, format: LogFormat) => DecodeResult;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const VERSIONED = /^v(0|[1-9][0-9]{0,8})\.(.+)$/;

/** A chain of migrations is short; one that goes on this long goes round in a circle. */
const MAX_STEPS = 100;

export const makeEventCodec = (
  current: Readonly<Record<string, EventDeclaration>>,
  migrations: readonly Migration[],
): EventCodec => {
  const registry: EventRegistry = makeRegistry(current, migrations);
  const names = new Map(Object.values(current).map((d) => [d.name, `v${d.version}.${d.name}`]));

  /** Where a stored type points: a known version of a known name, or why not. */
  const find = (type: string, format: LogFormat): KnownVersion | { problem: string } => {
    const match = format === 1 ? null : VERSIONED.exec(type);
    if (format === 2 && match === null) {
      return { problem: `event type ${JSON.stringify(type)} has no version (v<n>.<name>)` };
    }
    const name = match?.[2] ?? type;
    const version = match === null ? 1 : Number(match[1]);
    const newest = registry.currentVersion(name);
    if (newest !== undefined && version > newest) {
      return {
        problem: `event type ${JSON.stringify(type)} is newer than this app reads (v${newest})`,
      };
    }
    const known = registry.version(name, version);
    return known === undefined ? { problem: `unknown event type ${JSON.stringify(type)}` } : known;
  };

  // A log holds a few dozen types in thousands of lines: each is looked up once per format.
  const found: Record<LogFormat, Map<string, KnownVersion | { problem: string }>> = {
    1: new Map(),
    2: new Map(),
  };
  const locate = (type: string, format: LogFormat) => {
    let known = found[format].get(type);
    if (known === undefined) found[format].set(type, (known = find(type, format)));
    return known;
  };

  /** Steps an event up to the current versions, with what each migration gives. */
  const migrate = (event: AnyEvent, from: Migration | null): AppEvent[] => {
    if (from === null) return [event as AppEvent];
    const done: AppEvent[] = [];
    let waiting: [AnyEvent, Migration][] = [[event, from]];
    for (let steps = 0; waiting.length > 0; steps += 1) {
      if (steps === MAX_STEPS) throw new Error(`the migrations of ${event.type} never end`);
      const next: [AnyEvent, Migration][] = [];
      for (const [old, step] of waiting) {
        for (const given of step.migrate(old)) {
          const version = step.to.find((d) => d.name === given.type)?.version;
          const further = version === undefined ? undefined : registry.version(given.type, version);
          if (further === undefined) throw new Error(`${given.type}: not a step of ${old.type}`);
          if (further.migration === null) done.push(given as AppEvent);
          else next.push([given, further.migration]);
        }
      }
      waiting = next;
    }
    return done;
  };

  const decode = (value: unknown, format: LogFormat): DecodeResult => {
    if (!isRecord(value)) return { ok: false, reason: 'an event must be a JSON object' };
    const { seq, at, type, payload } = value;
    if (typeof type !== 'string') {
      return { ok: false, reason: `unknown event type ${JSON.stringify(type)}` };
    }
    const known = locate(type, format);
    if ('problem' in known) return { ok: false, reason: known.problem };
    if (!Number.isSafeInteger(seq)) {
      return { ok: false, reason: 'seq must be an integer greater than the previous event’s' };
    }
    if (typeof at !== 'number' || !Number.isFinite(at)) {
      return { ok: false, reason: 'at must be a finite number' };
    }
    if (!isRecord(payload)) return { ok: false, reason: 'payload must be a JSON object' };
    const decoded = payloadDecoderOf(known.declaration)(payload);
    if (!decoded.ok) return { ok: false, reason: `${type} payload: ${decoded.reason}` };
    const event = { seq: seq as number, at, type: known.declaration.name, payload: decoded.value };
    try {
      return { ok: true, events: migrate(event, known.migration) };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `${type} cannot be migrated: ${why}` };
    }
  };

  return {
    encode: (event) => ({
      seq: event.seq,
      at: event.at,
      type: names.get(event.type) ?? event.type,
      payload: event.payload,
    }),
    decode,
  };
};

/** The app's own: every event declared now, and every older version a log may hold. */
export const eventCodec: EventCodec = makeEventCodec(currentEvents, eventMigrations);

import { Schema } from 'effect';

/**
 * The shape every event of the session log shares (docs/architecture.md "Event sourcing").
 * `at` is the epoch-millisecond time the worker stamped when the event happened: the fold reads
 * time only from here, never from a clock, so a recorded log replays to the same state.
 */
export interface DomainEvent<Type extends string, Payload> {
  readonly seq: number;
  readonly at: number;
  readonly type: Type;
  readonly payload: Payload;
}

/** What a producer supplies; the log assigns `seq`. */
export type UnsequencedEvent<E extends DomainEvent<string, unknown>> =
  E extends DomainEvent<infer Type, infer Payload>
    ? { readonly at: number; readonly type: Type; readonly payload: Payload }
    : never;

/**
 * One version of an event, declared once (docs/events.md): its past-tense name, which a log may
 * hold forever, its version, and its payload's schema. The event's TypeScript type is derived
 * from it (`EventOf`); the log writes it as `v<version>.<name>` and checks it against the schema
 * when it is read back.
 */
export interface EventDeclaration<
  Name extends string = string,
  Version extends number = number,
  Payload extends Schema.Top = Schema.Top,
> {
  readonly name: Name;
  readonly version: Version;
  readonly payload: Payload;
}

export const declareEvent = <
  const Name extends string,
  const Version extends number,
  Payload extends Schema.Top,
>(
  name: Name,
  version: Version,
  payload: Payload,
): EventDeclaration<Name, Version, Payload> => ({ name, version, payload });

/** The in-memory event a declaration describes: bare name, the payload's decoded type. */
export type EventOf<D extends EventDeclaration> = DomainEvent<D['name'], D['payload']['Type']>;

/** The payload of an event that carries nothing but its time: an empty object, nothing in it. */
export const NoPayload = Schema.Record(Schema.String, Schema.Never);

/** A slice's declarations by name; a key that is not its declaration's name fails to compile. */
export const eventTable = <T extends { readonly [K in keyof T]: EventDeclaration<K & string> }>(
  table: T,
): T => table;

/** The events a table of declarations describes, as one union. */
export type EventsOf<T> = {
  [K in keyof T]: T[K] extends EventDeclaration ? EventOf<T[K]> : never;
}[keyof T];

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

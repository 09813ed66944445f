import type { DomainEvent, EventDeclaration, EventOf } from './event.ts';

/** Any event at any version, as a migration takes and gives it. */
export type AnyEvent = DomainEvent<string, unknown>;

/**
 * The step from one version of an event to the next (docs/events.md): pure, tested, applied when
 * a log is read, one version at a time. It gives the events of `to` the old one stands for:
 * usually one, the next version of the same event; none or several where an event was split or
 * dropped. The events it gives keep the old one's seq and at unless it has reason to change them.
 */
export interface Migration {
  readonly from: EventDeclaration;
  readonly to: readonly EventDeclaration[];
  readonly migrate: (event: AnyEvent) => readonly AnyEvent[];
}

export const migration = <From extends EventDeclaration, To extends EventDeclaration>(
  from: From,
  to: readonly To[],
  migrate: (event: EventOf<From>) => readonly EventOf<To>[],
): Migration => ({ from, to, migrate: migrate as Migration['migrate'] });

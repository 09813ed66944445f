import type { DomainEvent } from '../event.ts';
import type { LiveMessage } from '../model/live-message.ts';

export type LiveMessageReceived = DomainEvent<
  'LiveMessageReceived',
  { readonly message: LiveMessage }
>;
export type LiveConnectionChanged = DomainEvent<
  'LiveConnectionChanged',
  { readonly connected: boolean }
>;

export type LiveEvent = LiveMessageReceived | LiveConnectionChanged;

export const liveEventTypes = [
  'LiveMessageReceived',
  'LiveConnectionChanged',
] as const satisfies readonly LiveEvent['type'][];

import type { LiveSignal } from '../../adapters/live/table-channel.ts';
import type { CommandName, CommandResult } from '../api.ts';
import type { ResyncRequest, ResyncWindow } from '../live/resync.ts';

/** A command from the UI, with where its result goes. */
export interface CommandInput {
  readonly kind: 'command';
  readonly name: CommandName;
  readonly args: readonly unknown[];
  readonly reply: (result: CommandResult<unknown>) => void;
}

/**
 * What a program hands back to the stream rather than calling across concerns: a refetch the
 * live channel asks for, a logout a 401 calls for, the resend countdown starting or stopping.
 */
export type FollowUp =
  | ({ readonly kind: 'resync' } & ResyncRequest)
  | { readonly kind: 'logout'; readonly reason: 'unauthorized' }
  | { readonly kind: 'countdown'; readonly running: boolean };

/** Everything that enters the worker, as one stream (docs/worker.md has the picture). */
export type Input =
  | CommandInput
  | FollowUp
  | { readonly kind: 'live'; readonly signal: LiveSignal }
  | { readonly kind: 'tick'; readonly at: number }
  | { readonly kind: 'network'; readonly online: boolean }
  | ({ readonly kind: 'resyncWindow' } & ResyncWindow);

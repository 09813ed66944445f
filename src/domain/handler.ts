import type { Draft } from 'immer';
import type { AppEvent } from './events.ts';
import type { AppState } from './state.ts';

/**
 * What one event does, all of it: the one place to read it (docs/architecture.md). It may change
 * any slice, but another slice's state only through that slice's named operations.
 */
export type EventHandler<E extends AppEvent> = (draft: Draft<AppState>, event: E) => void;

/** One handler per event of a slice: a missing or an extra one fails to compile. */
export type HandlersOf<E extends AppEvent> = {
  readonly [T in E['type']]: EventHandler<Extract<E, { readonly type: T }>>;
};

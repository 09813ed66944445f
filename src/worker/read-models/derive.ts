import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { AppState } from '../../domain/state.ts';

const sameInputs = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * A read model rebuilt only when one of its inputs changes. The fold is immer-based, so an
 * unchanged slice keeps its identity and a reference comparison is enough.
 */
export const derive = <I extends readonly unknown[], V>(
  state$: Observable<AppState>,
  inputs: (state: AppState) => readonly [...I],
  build: (...inputs: I) => V,
): Observable<V> =>
  state$.pipe(
    map(inputs),
    distinctUntilChanged(sameInputs),
    map((values) => build(...(values as I))),
  );

import type { Observable } from 'rxjs';
import type { RecordsState } from '../../domain/records/state.ts';
import type { AppState } from '../../domain/state.ts';
import { derive } from './derive.ts';

/** The server's records the diner looks through, as the fold holds them. */
export type RecordsView = RecordsState;

export const records$ = (state$: Observable<AppState>): Observable<RecordsView> =>
  derive(
    state$,
    (state) => [state.records],
    (records: RecordsState) => records,
  );

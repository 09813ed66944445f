import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { AppState } from '../../domain/state.ts';
import { type CartView, cart$ } from './cart.ts';
import { type LoginView, login$ } from './login.ts';
import { type MemberView, member$ } from './member.ts';
import { type OrderView, order$ } from './order.ts';
import { type PersistedKeys, persisted$ } from './persisted.ts';
import { type RecordsView, records$ } from './records.ts';
import { type SessionView, session$ } from './session.ts';
import { type PresenceView, presence$, type TimelineView, timeline$ } from './table.ts';
import {
  type ConnectionView,
  connection$,
  type MenuView,
  menu$,
  type PopupsView,
  popups$,
  type ToastsView,
  toasts$,
} from './small.ts';

/** Every read model the UI can subscribe to, by name. */
export interface ReadModels {
  readonly session: SessionView;
  readonly menu: MenuView;
  readonly cart: CartView;
  readonly order: OrderView;
  readonly member: MemberView;
  readonly login: LoginView;
  readonly popups: PopupsView;
  readonly toasts: ToastsView;
  readonly connection: ConnectionView;
  readonly persisted: PersistedKeys;
  readonly records: RecordsView;
  /** Who is at the table now (presence), each with their place. */
  readonly presence: PresenceView;
  /** What happened at the table, and this diner's removals they can still undo. */
  readonly timeline: TimelineView;
}

export type ReadModelName = keyof ReadModels;

const streams: {
  readonly [N in ReadModelName]: (s: Observable<AppState>) => Observable<ReadModels[N]>;
} = {
  session: session$,
  menu: menu$,
  cart: cart$,
  order: order$,
  member: member$,
  login: login$,
  popups: popups$,
  toasts: toasts$,
  connection: connection$,
  persisted: persisted$,
  records: records$,
  presence: presence$,
  timeline: timeline$,
};

export const readModelNames = Object.keys(streams) as ReadModelName[];

export interface ReadModelHub {
  /** The current snapshot, synchronously (useSyncExternalStore's getSnapshot). */
  readonly snapshot: <N extends ReadModelName>(name: N) => ReadModels[N];
  /** Calls back at once with the current snapshot, then on every change. */
  readonly subscribe: <N extends ReadModelName>(
    name: N,
    callback: (snapshot: ReadModels[N]) => void,
  ) => () => void;
  readonly close: () => void;
}

/**
 * Each model is kept hot in a BehaviorSubject, so a snapshot is always at hand and every
 * subscriber of one model shares one derivation.
 */
export const makeReadModels = (
  state$: Observable<AppState>,
  /** What storage must follow: the live state even while the UI is shown an earlier one. */
  live$: Observable<AppState> = state$,
): ReadModelHub => {
  const subjects = new Map<ReadModelName, BehaviorSubject<unknown>>();
  const feeds: Subscription[] = [];
  for (const name of readModelNames) {
    const stream = streams[name](name === 'persisted' ? live$ : state$) as Observable<unknown>;
    let subject: BehaviorSubject<unknown> | undefined;
    feeds.push(
      stream.subscribe((value) => {
        if (subject === undefined) subjects.set(name, (subject = new BehaviorSubject(value)));
        else subject.next(value);
      }),
    );
  }
  const subjectOf = <N extends ReadModelName>(name: N) =>
    subjects.get(name) as BehaviorSubject<ReadModels[N]>;
  return {
    snapshot: (name) => subjectOf(name).getValue(),
    subscribe: (name, callback) => {
      const subscription = subjectOf(name).subscribe(callback);
      return () => subscription.unsubscribe();
    },
    close: () => {
      for (const feed of feeds) feed.unsubscribe();
      for (const subject of subjects.values()) subject.complete();
    },
  };
};

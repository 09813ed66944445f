import { LOG_FORMAT, LOG_FORMAT_VERSION, type LogHeader } from './log/jsonl.ts';
import type { AppEvent } from './events.ts';

type Unsequenced<E> = E extends AppEvent ? Omit<E, 'seq' | 'at'> & { at?: number } : never;

/** Numbers a list of events as a log would, one second apart unless an event says its `at`. */
export const sequence = (
  events: readonly Unsequenced<AppEvent>[],
  startAt = 1_700_000_000_000,
): AppEvent[] =>
  events.map(
    (event, index) =>
      ({ ...event, seq: index + 1, at: event.at ?? startAt + index * 1000 }) as AppEvent,
  );

/** The header of a guest's log at table 501 of merchant 1001, for tests that write logs. */
export const aLogHeader: LogHeader = {
  format: LOG_FORMAT,
  formatVersion: LOG_FORMAT_VERSION,
  appVersion: 'test',
  merchantId: '1001',
  tableId: '501',
  browserId: 'me',
  identity: 'guest',
};

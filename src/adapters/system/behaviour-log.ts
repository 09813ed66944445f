import {
  ANALYTICS_EVENT_KEY_MAX_LENGTH,
  ANALYTICS_TEST_PREFIX,
  BEHAVIOUR_LOG_MAX_ENTRIES,
  BEHAVIOUR_LOG_MAX_MESSAGE_LENGTH,
} from '../../domain/constants.ts';

/** The environment the spec's analytics assumes unless told otherwise (§9). */
export const PRODUCTION = 'prod';

/** Outside production every key is prefixed test_, so test traffic never mixes with real. */
export const analyticsEventKey = (key: string, environment: string = PRODUCTION): string =>
  (environment === PRODUCTION ? key : `${ANALYTICS_TEST_PREFIX}${key}`).slice(
    0,
    ANALYTICS_EVENT_KEY_MAX_LENGTH,
  );

export interface BehaviourEntry {
  readonly at: number;
  readonly message: string;
}

/** The behaviour log keeps the newest 100 entries, each message cut to 200 characters (§9). */
export const appendBehaviour = (
  entries: readonly BehaviourEntry[],
  entry: BehaviourEntry,
): readonly BehaviourEntry[] => [
  ...entries.slice(-(BEHAVIOUR_LOG_MAX_ENTRIES - 1)),
  { at: entry.at, message: entry.message.slice(0, BEHAVIOUR_LOG_MAX_MESSAGE_LENGTH) },
];

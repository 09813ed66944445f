import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { declareEvent, eventTable } from '../event.ts';
import { eventMigrations } from '../event-history.ts';
import { currentEvents } from '../events.ts';
import { migration } from '../migration.ts';
import { historyProblems, makeRegistry } from './registry.ts';

const Empty = Schema.Struct({});
const OpenedV1 = declareEvent('Opened', 1, Empty);
const OpenedV2 = declareEvent('Opened', 2, Empty);
const Opened = declareEvent('Opened', 3, Empty);
const Closed = declareEvent('Closed', 1, Empty);
const current = eventTable({ Opened, Closed });
const toV2 = migration(OpenedV1, [OpenedV2], (event) => [event]);
const toV3 = migration(OpenedV2, [Opened], (event) => [event]);

describe('the history of the events', () => {
  it('is whole for the app’s own events', () => {
    expect(historyProblems(currentEvents, eventMigrations)).toEqual([]);
  });

  it.each([
    ['a version with no step', [toV2], ['v2.Opened: no step to v3']],
    ['two steps from one version', [toV2, toV2, toV3], ['v1.Opened: two steps from one version']],
    [
      'a step from the current version',
      [toV2, toV3, migration(Opened, [Closed], () => [])],
      ['v3.Opened: a step from the current version or later'],
    ],
    [
      'a step that skips a version',
      [migration(OpenedV1, [Opened], () => []), toV3],
      ['v1.Opened: steps to v3, not to the next version'],
    ],
    [
      'a step to an event nobody declares',
      [
        toV2,
        toV3,
        migration(declareEvent('Gone', 1, Empty), [declareEvent('Lost', 1, Empty)], () => []),
      ],
      ['v1.Gone: no current declaration of Gone', 'v1.Gone: steps to unknown Lost'],
    ],
  ])('finds %s', (_name, steps, problems) => {
    expect(historyProblems(current, steps)).toEqual(problems);
  });

  it('knows every version of every name', () => {
    const registry = makeRegistry(current, [toV2, toV3]);
    expect(registry.currentVersion('Opened')).toBe(3);
    expect(registry.currentVersion('toString')).toBeUndefined();
    expect(registry.version('Opened', 1)).toEqual({ declaration: OpenedV1, migration: toV2 });
    expect(registry.version('Opened', 3)).toEqual({ declaration: Opened, migration: null });
    expect(registry.version('Opened', 4)).toBeUndefined();
  });
});

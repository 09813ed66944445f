import type { EventDeclaration } from '../event.ts';
import type { Migration } from '../migration.ts';

/** One version of one event a log may hold; `migration` is null for the current version. */
export interface KnownVersion {
  readonly declaration: EventDeclaration;
  readonly migration: Migration | null;
}

export interface EventRegistry {
  /** The current version of a name, or undefined for a name never declared. */
  readonly currentVersion: (name: string) => number | undefined;
  readonly version: (name: string, version: number) => KnownVersion | undefined;
}

/**
 * What a consistent history needs: every version below the current one has its step, one step
 * each, and a step leads forward (to the next version of its own event, or to other events).
 */
export const historyProblems = (
  current: Readonly<Record<string, EventDeclaration>>,
  migrations: readonly Migration[],
): string[] => {
  const problems: string[] = [];
  const steps = new Set<string>();
  for (const { from, to } of migrations) {
    const key = `v${from.version}.${from.name}`;
    const now = current[from.name]?.version;
    if (now === undefined) problems.push(`${key}: no current declaration of ${from.name}`);
    else if (from.version >= now) problems.push(`${key}: a step from the current version or later`);
    if (steps.has(key)) problems.push(`${key}: two steps from one version`);
    steps.add(key);
    for (const next of to) {
      if (next.name === from.name && next.version !== from.version + 1) {
        problems.push(`${key}: steps to v${next.version}, not to the next version`);
      }
      if (current[next.name] === undefined) problems.push(`${key}: steps to unknown ${next.name}`);
    }
  }
  for (const { name, version } of Object.values(current)) {
    for (let old = 1; old < version; old += 1) {
      if (!steps.has(`v${old}.${name}`)) problems.push(`v${old}.${name}: no step to v${old + 1}`);
    }
  }
  return problems;
};

export const makeRegistry = (
  current: Readonly<Record<string, EventDeclaration>>,
  migrations: readonly Migration[],
): EventRegistry => {
  const problems = historyProblems(current, migrations);
  if (problems.length > 0) throw new Error(`the event history is broken: ${problems.join('; ')}`);
  const versions = new Map<string, Map<number, KnownVersion>>();
  const known = (name: string) => {
    let byVersion = versions.get(name);
    if (byVersion === undefined) versions.set(name, (byVersion = new Map()));
    return byVersion;
  };
  for (const declaration of Object.values(current)) {
    known(declaration.name).set(declaration.version, { declaration, migration: null });
  }
  for (const step of migrations) {
    known(step.from.name).set(step.from.version, { declaration: step.from, migration: step });
  }
  return {
    currentVersion: (name) => (Object.hasOwn(current, name) ? current[name]?.version : undefined),
    version: (name, version) => versions.get(name)?.get(version),
  };
};

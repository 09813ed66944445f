import type {
  ReadModelName,
  ReadModels,
  TableCoreApi,
  TableCoreCommands,
} from '../../worker/api.ts';

export type { ReadModelName, ReadModels, TableCoreCommands } from '../../worker/api.ts';

/**
 * The UI's one seam to the domain core: synchronous snapshots for useSyncExternalStore, and the
 * worker's commands as they are. Tests and the e2e harness can hand in any implementation.
 */
export interface WorkerClient {
  readonly subscribe: (name: ReadModelName, onChange: () => void) => () => void;
  readonly getSnapshot: <N extends ReadModelName>(name: N) => ReadModels[N];
  readonly commands: TableCoreCommands;
  /** The session log as redacted JSONL: "report a problem" and the developer panel. */
  readonly exportLog: () => Promise<string>;
}

/** What the main thread sees of the worker through Comlink: every call is async. */
export type RemoteCore = {
  readonly [K in keyof TableCoreCommands]: TableCoreCommands[K];
} & {
  readonly subscribe: <N extends ReadModelName>(
    name: N,
    callback: (snapshot: ReadModels[N]) => void,
  ) => Promise<unknown>;
  readonly exportLog: TableCoreApi['exportLog'];
  readonly flushTelemetry: TableCoreApi['flushTelemetry'];
};

/**
 * Keeps the last snapshot the worker pushed for each read model, so getSnapshot is synchronous
 * (React may call it at any time). Resolves once every model has its first snapshot: the UI
 * never renders a state the worker has not produced.
 */
export const cacheReadModels = async (
  remote: RemoteCore,
  names: readonly ReadModelName[],
  wrapCallback: <F extends (...args: never[]) => unknown>(callback: F) => F,
): Promise<WorkerClient> => {
  const snapshots = new Map<ReadModelName, unknown>();
  const listeners = new Map<ReadModelName, Set<() => void>>();
  const firsts = names.map(
    (name) =>
      new Promise<void>((resolve) => {
        const onSnapshot = (snapshot: unknown) => {
          snapshots.set(name, snapshot);
          resolve();
          for (const listener of listeners.get(name) ?? []) listener();
        };
        void remote.subscribe(name, wrapCallback(onSnapshot));
      }),
  );
  await Promise.all(firsts);
  return {
    subscribe: (name, onChange) => {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    getSnapshot: <N extends ReadModelName>(name: N) => snapshots.get(name) as ReadModels[N],
    commands: remote,
    exportLog: () => remote.exportLog(),
  };
};

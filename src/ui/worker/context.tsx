import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { ReadModelName, ReadModels, TableCoreCommands, WorkerClient } from './client.ts';

const WorkerContext = createContext<WorkerClient | null>(null);

export const WorkerProvider = ({
  client,
  children,
}: {
  readonly client: WorkerClient;
  readonly children: ReactNode;
}) => <WorkerContext.Provider value={client}>{children}</WorkerContext.Provider>;

export const useWorker = (): WorkerClient => {
  const client = useContext(WorkerContext);
  if (client === null) throw new Error('useWorker needs a WorkerProvider above it');
  return client;
};

export const useCommands = (): TableCoreCommands => useWorker().commands;

/** A read model as React state: re-renders when the worker pushes a new snapshot of it. */
export const useReadModel = <N extends ReadModelName>(name: N): ReadModels[N] => {
  const client = useWorker();
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribe(name, onChange),
    [client, name],
  );
  const getSnapshot = useCallback(() => client.getSnapshot(name), [client, name]);
  return useSyncExternalStore(subscribe, getSnapshot);
};

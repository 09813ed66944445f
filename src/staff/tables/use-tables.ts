import { useCallback, useMemo, useState } from 'react';
import type { ApiFailure, StaffSession } from '../api/client.ts';
import { listTables } from '../api/staff-api.ts';
import type { TableView } from '../api/types.ts';
import { type StaffLive, useLiveRefresh } from '../live/use-staff-live.ts';

export interface Tables {
  /** null until the first reply. */
  readonly tables: readonly TableView[] | null;
  /** The last refresh's failure, cleared by the next success. */
  readonly failure: ApiFailure | null;
  readonly updatedAt: number | null;
  readonly refresh: () => Promise<void>;
}

/** The staff tables list, read again whenever the live channel says a table changed. */
export const useTables = (
  session: StaffSession,
  onUnauthorized: () => void,
  live: StaffLive,
): Tables => {
  const [tables, setTables] = useState<readonly TableView[] | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const refresh = useCallback(async () => {
    const reply = await listTables(session);
    if (reply.ok) {
      setTables(reply.data);
      setFailure(null);
      setUpdatedAt(Date.now());
    } else if (reply.status === 401) onUnauthorized();
    else setFailure(reply);
  }, [session, onUnauthorized]);
  useLiveRefresh(live, refresh);
  return useMemo(
    () => ({ tables, failure, updatedAt, refresh }),
    [tables, failure, updatedAt, refresh],
  );
};

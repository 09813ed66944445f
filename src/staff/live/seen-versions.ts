/** The live version the console last heard of for each table (tableId → version). */
export type SeenVersions = ReadonlyMap<string, number>;

/** A `tableChanged` notice moves the table's version forward, never back. */
export const noticeSeen = (
  seen: SeenVersions,
  tableId: string,
  liveVersion: number,
): SeenVersions =>
  (seen.get(tableId) ?? -1) >= liveVersion ? seen : new Map(seen).set(tableId, liveVersion);

/**
 * A `tableVersions` heartbeat against what the console heard: the tables that moved on without a
 * notice reaching it (a gap), and what it has now seen. The first heartbeat finds every table
 * unheard of, so the console reads the floor once more after joining.
 */
export const heartbeatSeen = (
  seen: SeenVersions,
  versions: Readonly<Record<string, number>>,
): { readonly behind: readonly string[]; readonly seen: SeenVersions } => {
  const behind: string[] = [];
  const next = new Map(seen);
  for (const [tableId, version] of Object.entries(versions)) {
    if (typeof version !== 'number') continue;
    if ((seen.get(tableId) ?? -1) < version) behind.push(tableId);
    next.set(tableId, Math.max(version, seen.get(tableId) ?? -1));
  }
  return { behind, seen: next };
};

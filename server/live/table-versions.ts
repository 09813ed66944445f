import type { Logger } from 'pino';
import type { GroupMember, GroupRouter } from './groups.ts';
import { Heartbeat } from './heartbeat.ts';
import { encodeLiveMessage } from './methods.ts';
import { POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';

/** Where a table stands: its live version, and its current table session (seat epoch). */
export interface TableLiveState {
  readonly liveVersion: number;
  readonly epoch: number;
}

/** Reads the tables' live states (server/cart/store.ts liveStates); a missing table is ended. */
export type ReadTableVersions = (
  tableIds: readonly string[],
) => Promise<ReadonlyMap<string, TableLiveState>>;

export const SESSION_ENDED =
  'Your seat at this table has ended (the staff cleared the table or changed its code).';

export const TABLE_VERSION_MESSAGE = 'tableVersion';
const TABLE_GROUP_PREFIX = 'table:';

const versionPayload = (liveVersion: number): string | null => {
  const encoded = encodeLiveMessage({
    fromBrowserId: POS_BROWSER_ID,
    messageType: TABLE_VERSION_MESSAGE,
    data: { liveVersion },
  });
  return encoded.ok ? encoded.payload : null;
};

/**
 * The table version each server tells its own diners, read from the database, never relayed: to
 * a diner who just joined, every `intervalMs` to everyone, and at once to everyone when the
 * backplane comes back. A diner behind it refetches, so a lost message costs at most an interval.
 * The same read ends connections whose table session is over, so a party that left stops
 * hearing the next one's table.
 */
export class TableVersions {
  private readonly heartbeat = new Heartbeat(() => this.readAndTell());

  constructor(
    private readonly router: GroupRouter,
    private readonly read: ReadTableVersions,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.heartbeat.start(intervalMs);
  }

  stop(): void {
    this.heartbeat.stop();
  }

  /** The joining diner's starting point: later messages more than a step ahead are a gap. */
  async tellOne(tableId: string, member: GroupMember): Promise<void> {
    const states = await this.read([tableId]);
    this.tell(states.get(tableId), [member]);
  }

  /** One read for every table served here; overlapping calls share the run in flight. */
  tellEveryone(): Promise<void> {
    return this.heartbeat.now();
  }

  private tell(state: TableLiveState | undefined, members: readonly GroupMember[]): void {
    const payload = state === undefined ? null : versionPayload(state.liveVersion);
    for (const member of members) {
      const ended =
        state === undefined ||
        (member.sessionEpoch !== undefined && member.sessionEpoch !== state.epoch);
      if (ended) member.end?.(SESSION_ENDED);
      else if (payload !== null) member.send(payload);
    }
  }

  private async readAndTell(): Promise<void> {
    const groups = this.router
      .localGroups()
      .filter((group) => group.startsWith(TABLE_GROUP_PREFIX));
    if (groups.length === 0) return;
    const tableIds = groups.map((group) => group.slice(TABLE_GROUP_PREFIX.length));
    try {
      const states = await this.read(tableIds);
      for (const tableId of tableIds) {
        const members = this.router.membersOf(`${TABLE_GROUP_PREFIX}${tableId}`);
        this.tell(states.get(tableId), members);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'live: table versions not read');
    }
  }
}

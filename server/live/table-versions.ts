import type { Logger } from 'pino';
import type { GroupMember, GroupRouter } from './groups.ts';
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

/** The heartbeat's slices: each table's diners hear it once an interval, a slice at a time. */
const SLICES = 40;
/** Messages sent between two turns of the event loop while telling many diners. */
const SENDS_PER_TURN = 100;

const sliceOf = (tableId: string): number => {
  let hash = 0;
  for (let i = 0; i < tableId.length; i += 1) hash = (hash * 31 + tableId.charCodeAt(i)) | 0;
  return Math.abs(hash) % SLICES;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The table version each server tells its own diners, read from the database, never relayed: to
 * a diner who just joined, every `intervalMs` to everyone, and at once to everyone when the
 * backplane comes back. A diner behind it refetches, so a lost message costs at most an interval.
 * The same read ends connections whose table session is over, so a party that left stops
 * hearing the next one's table.
 *
 * The heartbeat goes a slice of the tables at a time (a fortieth of the interval apart), and lets
 * the event loop turn every few hundred messages: with 20,000 diners, telling all at once held
 * the process for a quarter of a second every interval, and every write waiting behind it.
 */
export class TableVersions {
  private timer: NodeJS.Timeout | undefined;
  private turn = 0;
  private readonly slicesRunning = new Set<number>();
  private everyone: Promise<void> | null = null;

  constructor(
    private readonly router: GroupRouter,
    private readonly read: ReadTableVersions,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      const slice = this.turn % SLICES;
      this.turn += 1;
      // A slow database never stacks reads of one slice.
      if (this.slicesRunning.has(slice)) return;
      this.slicesRunning.add(slice);
      void this.readAndTell((tableId) => sliceOf(tableId) === slice).finally(() =>
        this.slicesRunning.delete(slice),
      );
    }, intervalMs / SLICES);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The joining diner's starting point: later messages more than a step ahead are a gap. */
  async tellOne(tableId: string, member: GroupMember): Promise<void> {
    const states = await this.read([tableId]);
    this.tell(states.get(tableId), [member]);
  }

  /** One read for every table served here; overlapping calls share the run in flight. */
  tellEveryone(): Promise<void> {
    this.everyone ??= this.readAndTell(() => true).finally(() => {
      this.everyone = null;
    });
    return this.everyone;
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

  private async readAndTell(pick: (tableId: string) => boolean): Promise<void> {
    const tableIds = this.router
      .localGroups()
      .filter((group) => group.startsWith(TABLE_GROUP_PREFIX))
      .map((group) => group.slice(TABLE_GROUP_PREFIX.length))
      .filter(pick);
    if (tableIds.length === 0) return;
    let states: ReadonlyMap<string, TableLiveState>;
    try {
      states = await this.read(tableIds);
    } catch (error) {
      this.logger.warn({ err: error }, 'live: table versions not read');
      return;
    }
    let sent = 0;
    for (const tableId of tableIds) {
      const members = this.router.membersOf(`${TABLE_GROUP_PREFIX}${tableId}`);
      this.tell(states.get(tableId), members);
      sent += members.length;
      if (sent >= SENDS_PER_TURN) {
        sent = 0;
        await nextTurn();
      }
    }
  }
}

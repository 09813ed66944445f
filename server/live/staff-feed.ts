import type { Logger } from 'pino';
import type { GroupMember, GroupRouter } from './groups.ts';
import { Heartbeat } from './heartbeat.ts';
import { encodeLiveMessage, STAFF_GROUP_PREFIX } from './methods.ts';
import { POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';

/** Reads the live version of every table of a merchant (tableId → version). */
export type ReadMerchantVersions = (merchantId: string) => Promise<ReadonlyMap<string, number>>;

/** A committed change of one table: `{ tableId, liveVersion, messageType }` (docs/live-hub.md). */
export const STAFF_TABLE_CHANGED = 'tableChanged';
/** A diner asked the staff for something, or a console acknowledged it: `{ tableId }`. */
export const STAFF_REQUESTS_CHANGED = 'requestsChanged';
/** A table's order code or QR code changed (not a table version): `{ tableId }`. */
export const STAFF_TABLE_DETAILS_CHANGED = 'tableDetailsChanged';
/** Who is at a table changed (a diner's connection came or went): `{ tableId }`. */
export const STAFF_PRESENCE_CHANGED = 'presenceChanged';
/** Every table's version, so a console that missed a change sees the gap: `{ versions }`. */
export const STAFF_TABLE_VERSIONS = 'tableVersions';

export const staffPayload = (messageType: string, data: unknown): string | null => {
  const encoded = encodeLiveMessage({ fromBrowserId: POS_BROWSER_ID, messageType, data });
  return encoded.ok ? encoded.payload : null;
};

/**
 * The table versions each server tells its own staff consoles, read from the database: to a
 * console that just joined, every `intervalMs`, and when the backplane comes back. A console that
 * has seen an older version of any table refetches, as a diner does for its one table.
 */
export class StaffVersions {
  private readonly heartbeat = new Heartbeat(() => this.readAndTell());

  constructor(
    private readonly router: GroupRouter,
    private readonly read: ReadMerchantVersions,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.heartbeat.start(intervalMs);
  }

  stop(): void {
    this.heartbeat.stop();
  }

  async tellOne(merchantId: string, member: GroupMember): Promise<void> {
    const payload = await this.payloadFor(merchantId);
    if (payload !== null) member.send(payload);
  }

  tellEveryone(): Promise<void> {
    return this.heartbeat.now();
  }

  private async payloadFor(merchantId: string): Promise<string | null> {
    const versions = await this.read(merchantId);
    return staffPayload(STAFF_TABLE_VERSIONS, { versions: Object.fromEntries(versions) });
  }

  private async readAndTell(): Promise<void> {
    const groups = this.router
      .localGroups()
      .filter((group) => group.startsWith(STAFF_GROUP_PREFIX));
    for (const group of groups) {
      try {
        const payload = await this.payloadFor(group.slice(STAFF_GROUP_PREFIX.length));
        if (payload !== null) this.router.deliverLocally(group, payload);
      } catch (error) {
        this.logger.warn({ err: error, group }, 'live: staff table versions not read');
      }
    }
  }
}

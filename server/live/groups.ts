import type { Logger } from 'pino';
import type { Backplane, Envelope } from './backplane.ts';

export interface GroupMember {
  readonly id: string;
  send(payload: string): void;
  /** The table session the member's seat belongs to (live/table-versions.ts ends older ones). */
  readonly sessionEpoch?: number | undefined;
  end?(reason: string): void;
}

const RESUBSCRIBE_DELAY_MS = 1000;

/** Waits between publish attempts; Redis's own client also queues while it reconnects. */
const PUBLISH_RETRY_DELAYS_MS = [200, 1000, 3000];

/**
 * Local group membership plus the backplane subscriptions that follow it: subscribed while at
 * least one local member is in the group, so a server only hears about tables it serves.
 */
export class GroupRouter {
  private readonly groups = new Map<string, Set<GroupMember>>();
  private readonly subscribed = new Set<string>();
  /** Per-group queue, so a join racing a leave cannot end unsubscribed with members present. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly publishing = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly serverId: string,
    private readonly backplane: Backplane,
    private readonly logger: Logger,
  ) {}

  size(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  /** Resolves once this server receives the group's messages from other servers. */
  add(group: string, member: GroupMember): Promise<void> {
    let members = this.groups.get(group);
    if (members === undefined) {
      members = new Set();
      this.groups.set(group, members);
    }
    members.add(member);
    return this.reconcile(group);
  }

  remove(group: string, member: GroupMember): Promise<void> {
    const members = this.groups.get(group);
    if (members === undefined || !members.delete(member)) return Promise.resolve();
    if (members.size === 0) this.groups.delete(group);
    return this.reconcile(group);
  }

  /**
   * Delivers here at once and publishes for the other servers in the background: a backplane
   * that is down or slow never holds the caller (a reply, a hub method). A failed publish is
   * retried a few times, then logged; the other servers' diners catch up at the next table
   * version they hear (docs/live-hub.md).
   */
  send(group: string, payload: string, exclude?: string): void {
    this.deliver(group, payload, exclude);
    const envelope: Envelope =
      exclude === undefined
        ? { origin: this.serverId, payload }
        : { origin: this.serverId, exclude, payload };
    void this.publish(group, envelope, 0);
  }

  /** Resolves when every publish started so far has gone or been given up (tests, shutdown). */
  async flushed(): Promise<void> {
    while (this.publishing.size > 0) await Promise.allSettled([...this.publishing]);
  }

  membersOf(group: string): readonly GroupMember[] {
    return [...(this.groups.get(group) ?? [])];
  }

  /** The groups with members here: the tables this server serves. */
  localGroups(): string[] {
    return [...this.groups.keys()];
  }

  /** Delivers to this server's members only (a table version each server reads for itself). */
  deliverLocally(group: string, payload: string): void {
    this.deliver(group, payload, undefined);
  }

  private publish(group: string, envelope: Envelope, attempt: number): Promise<void> {
    const publishing = this.backplane.publish(group, envelope).catch(async (error: unknown) => {
      if (this.closed || attempt >= PUBLISH_RETRY_DELAYS_MS.length) {
        this.logger.warn({ err: error, group, attempt }, 'live: publish given up');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PUBLISH_RETRY_DELAYS_MS[attempt]));
      await this.publish(group, envelope, attempt + 1);
    });
    this.publishing.add(publishing);
    void publishing.finally(() => this.publishing.delete(publishing));
    return publishing;
  }

  async close(): Promise<void> {
    this.closed = true;
    const groups = [...this.subscribed];
    this.groups.clear();
    await Promise.allSettled(groups.map((group) => this.reconcile(group)));
  }

  private deliver(group: string, payload: string, exclude: string | undefined): void {
    for (const member of this.groups.get(group) ?? []) {
      if (member.id !== exclude) member.send(payload);
    }
  }

  private onRemote(group: string, envelope: Envelope): void {
    // Our own publications come back through Redis; local members already have them.
    if (envelope.origin === this.serverId) return;
    this.deliver(group, envelope.payload, envelope.exclude);
  }

  private reconcile(group: string): Promise<void> {
    const previous = this.queues.get(group) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.apply(group));
    this.queues.set(group, next);
    const forget = (): void => {
      if (this.queues.get(group) === next) this.queues.delete(group);
    };
    next.then(forget, forget);
    return next;
  }

  private async apply(group: string): Promise<void> {
    const wanted = !this.closed && this.size(group) > 0;
    if (wanted === this.subscribed.has(group)) return;
    if (wanted) {
      try {
        await this.backplane.subscribe(group, (envelope) => this.onRemote(group, envelope));
      } catch (error) {
        // Redis gave up on the command while cut off: try again until the group is heard or left.
        this.logger.warn({ err: error, group }, 'live: subscribe failed, retrying');
        const retry = setTimeout(
          () => void this.reconcile(group).catch(() => undefined),
          RESUBSCRIBE_DELAY_MS,
        );
        retry.unref();
        throw error;
      }
      this.subscribed.add(group);
      this.logger.debug({ group }, 'live: subscribed to group');
    } else {
      this.subscribed.delete(group);
      await this.backplane.unsubscribe(group);
      this.logger.debug({ group }, 'live: unsubscribed from group');
    }
  }
}

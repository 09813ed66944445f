import type { Logger } from 'pino';
import type { Backplane, Envelope } from './backplane.ts';

export interface GroupMember {
  readonly id: string;
  send(payload: string): void;
}

/**
 * Local group membership plus the backplane subscriptions that follow it: subscribed while at
 * least one local member is in the group, so a server only hears about tables it serves.
 */
export class GroupRouter {
  private readonly groups = new Map<string, Set<GroupMember>>();
  private readonly subscribed = new Set<string>();
  /** Per-group queue, so a join racing a leave cannot end unsubscribed with members present. */
  private readonly queues = new Map<string, Promise<void>>();
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

  /** Delivers here at once, then publishes for the other servers. */
  async send(group: string, payload: string, exclude?: string): Promise<void> {
    this.deliver(group, payload, exclude);
    const envelope: Envelope =
      exclude === undefined
        ? { origin: this.serverId, payload }
        : { origin: this.serverId, exclude, payload };
    await this.backplane.publish(group, envelope);
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
      await this.backplane.subscribe(group, (envelope) => this.onRemote(group, envelope));
      this.subscribed.add(group);
      this.logger.debug({ group }, 'live: subscribed to group');
    } else {
      this.subscribed.delete(group);
      await this.backplane.unsubscribe(group);
      this.logger.debug({ group }, 'live: unsubscribed from group');
    }
  }
}

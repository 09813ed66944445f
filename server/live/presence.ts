import type { Logger } from 'pino';
import { LiveMessageType, POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';
import { FloorSeating } from './floor-seating.ts';
import type { GroupMember, GroupRouter } from './groups.ts';
import { Heartbeat } from './heartbeat.ts';
import { encodeLiveMessage, groupOf } from './methods.ts';
import {
  type Here,
  type PresentDiner,
  type Seated,
  type Word,
  WordOrder,
  readWord,
} from './presence-words.ts';
import type { LiveClaims } from './token.ts';

export type { PresentDiner } from './presence-words.ts';

export interface PresenceOptions {
  /** How often a server says it is alive; a server silent for `expireMs` is gone. */
  readonly aliveIntervalMs?: number;
  readonly expireMs?: number;
  readonly clock?: () => number;
}

const ALIVE_GROUP = 'presence';
const presenceGroup = (tableId: string) => `presence:${tableId}`;

/** Who a connection is at its table: the seat's claims say it, never the client. */
export const presentAs = (claims: LiveClaims): PresentDiner => ({
  userId: claims.userId ?? claims.browserId,
  name: claims.name ?? null,
});

/** A connection here: the diner it is, and the seat it came through, in the order they joined. */
interface Connected {
  readonly diner: Here;
  readonly seat: string;
  /** When this connection joined (a second JoinTable counts anew): the seat's newest wins. */
  readonly at: number;
}

/**
 * One diner a seat, the one its newest connection speaks for: a seat may hold connections for
 * several members (a guest who logged in; a stranger who made ten guests on one seat to show ten
 * names at the table), and only one phone is there.
 */
const onePerSeat = (connected: Iterable<Connected>): Here[] => {
  const bySeat = new Map<string, Here>();
  for (const { diner, seat, at } of connected) {
    bySeat.delete(seat);
    bySeat.set(seat, { ...diner, seat, newest: at });
  }
  return [...bySeat.values()];
};

/**
 * The seats' diners across servers: a seat whose connections went to two servers (a stranger's
 * guests spread over them) is still one diner, the one its newest connection speaks for.
 */
export const seatsAcross = (reports: Iterable<readonly Here[]>): Here[] => {
  const bySeat = new Map<string, Here>();
  const unseated: Here[] = [];
  for (const diners of reports) {
    for (const diner of diners) {
      if (diner.seat === undefined) {
        unseated.push(diner);
        continue;
      }
      const known = bySeat.get(diner.seat);
      const [mine, theirs] = [diner.newest ?? 0, known?.newest ?? 0];
      // A tie (two processes' clocks) goes the same way on every process: by diner id.
      if (
        known === undefined ||
        mine > theirs ||
        (mine === theirs && diner.userId > known.userId)
      ) {
        bySeat.set(diner.seat, diner);
      }
    }
  }
  return [...bySeat.values(), ...unseated];
};

const presencePayload = (diners: readonly PresentDiner[]): string | null => {
  const encoded = encodeLiveMessage({
    fromBrowserId: POS_BROWSER_ID,
    messageType: LiveMessageType.Presence,
    data: { diners },
  });
  return encoded.ok ? encoded.payload : null;
};

/** Each diner once (two phones, or a reconnect not yet timed out), in the order they came. */
const tableList = (reports: Iterable<readonly Here[]>): PresentDiner[] => {
  const byUser = new Map<string, Here>();
  for (const diner of seatsAcross(reports)) {
    const known = byUser.get(diner.userId);
    if (known === undefined || diner.since < known.since) {
      byUser.set(diner.userId, { ...diner, name: diner.name ?? known?.name ?? null });
    }
  }
  return [...byUser.values()]
    .sort((a, b) => a.since - b.since || (a.userId < b.userId ? -1 : 1))
    .map(({ userId, name }) => ({ userId, name }));
};

/**
 * Who is at each table now, across server processes (docs/live-hub.md, "Presence"). Each server
 * knows its own connections; it tells the others of a table whenever its list changes, and
 * answers when a server newly serving the table asks. A server that stops saying it is alive
 * (crashed, cut off from Redis) is forgotten after `expireMs`, the hub's client timeout, as a
 * silent connection is. Each server tells its own diners the table's list when it changes.
 * Without Redis the backplane is the process's own, and the same code serves one process.
 */
export class TablePresence {
  /** tableId → connection id → the diner the connection is, oldest join first. */
  private readonly local = new Map<string, Map<string, Connected>>();
  /**
   * tableId → userId → when the diner first came, while anyone is at the table here: a diner
   * whose connection starts again (a language switch, a network change) keeps their place, so a
   * nameless diner stays "Guest 3" instead of moving to the end of the list.
   */
  private readonly came = new Map<string, Map<string, number>>();
  /** tableId → server id → the diners that server last said it has (the whole list each time). */
  private readonly remote = new Map<string, Map<string, readonly Here[]>>();
  /** tableId → the last report taken from each server there (a late retried one is dropped). */
  private readonly reportOrder = new Map<string, WordOrder>();
  private reportsSaid = 0;
  /** Every other server's diners, table by table: the staff console's counts. */
  private readonly floor: FloorSeating;
  private readonly lastHeard = new Map<string, number>();
  /** tableId → the list last told to this server's diners (serialized). */
  private readonly told = new Map<string, string>();
  /** tableId → what hears the other servers about it here (alive: the servers' heartbeat). */
  private readonly listeners = new Map<string, GroupMember>();
  private readonly listenerId: string;
  private readonly heartbeat = new Heartbeat(async () => this.beat());
  private readonly clock: () => number;
  private readonly expireMs: number;

  constructor(
    private readonly router: GroupRouter,
    private readonly serverId: string,
    private readonly logger: Logger,
    private readonly options: PresenceOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.expireMs = options.expireMs ?? 30_000;
    this.listenerId = `presence:${serverId}`;
    this.floor = new FloorSeating(
      serverId,
      (word) => this.say(null, word),
      () => this.seatedHereByTable(),
    );
  }

  start(): void {
    // Asked once this server hears the answers: every other says its tables in its alive word.
    void this.listen(ALIVE_GROUP, (word) => {
      this.lastHeard.set(word.o, this.clock());
      this.floor.heard(word);
    }).then(() => this.floor.ask());
    this.heartbeat.start(this.options.aliveIntervalMs ?? 10_000);
  }

  stop(): void {
    this.heartbeat.stop();
    this.floor.stop();
  }

  /** A diner's connection joined its table here; true when the table's list of diners changed. */
  joined(tableId: string, connectionId: string, diner: PresentDiner, seat: string): boolean {
    let here = this.local.get(tableId);
    if (here === undefined) {
      here = new Map();
      this.local.set(tableId, here);
      // Asked once this server hears the answers: the others then say who is with them.
      void this.listen(presenceGroup(tableId), (word) => this.heard(tableId, word)).then(() => {
        if (this.local.has(tableId)) this.say(tableId, { o: this.serverId, t: 'ask' });
      });
    }
    let came = this.came.get(tableId);
    if (came === undefined) {
      came = new Map();
      this.came.set(tableId, came);
    }
    // A second JoinTable of one connection keeps its place; so does a diner who comes back.
    const since = here.get(connectionId)?.diner.since ?? came.get(diner.userId) ?? this.clock();
    came.set(diner.userId, since);
    // Set anew, so it is the seat's newest.
    here.delete(connectionId);
    here.set(connectionId, { diner: { ...diner, since }, seat, at: this.clock() });
    return this.changed(tableId);
  }

  /** A diner's connection left its table here; true when the table's list of diners changed. */
  left(tableId: string, connectionId: string): boolean {
    const here = this.local.get(tableId);
    if (here === undefined || !here.delete(connectionId)) return false;
    const changed = this.changed(tableId);
    if (here.size > 0) return changed;
    // Nobody here hears the table any more: what the others say of it is no use here.
    this.local.delete(tableId);
    this.came.delete(tableId);
    this.remote.delete(tableId);
    this.reportOrder.delete(tableId);
    this.told.delete(tableId);
    const group = presenceGroup(tableId);
    const listener = this.listeners.get(group);
    this.listeners.delete(group);
    if (listener !== undefined) {
      this.router.remove(group, listener).catch((error: unknown) => {
        this.logger.warn({ err: error, group }, 'live: presence unsubscribe failed');
      });
    }
    return changed;
  }

  /** The table's diners as this server knows them (all servers', while it serves the table). */
  list(tableId: string): PresentDiner[] {
    const reports = this.remote.get(tableId)?.values() ?? [];
    return tableList([this.dinersHere(tableId), ...reports]);
  }

  /** This server's diners at the table, one a seat. */
  private dinersHere(tableId: string): Here[] {
    return onePerSeat(this.local.get(tableId)?.values() ?? []);
  }

  /**
   * How many diners are at the table across every server, whether or not this one serves it: the
   * staff console's "Diners here" may be read from any server (a diner on two phones counts once).
   */
  dinersAt(tableId: string): number {
    const ids = new Set<string>();
    for (const here of this.dinersHere(tableId)) ids.add(here.userId);
    for (const id of this.floor.idsAt(tableId)) ids.add(id);
    // What the servers serving this table with us reported (an older server says no floor words).
    for (const diners of this.remote.get(tableId)?.values() ?? [])
      for (const diner of diners) ids.add(diner.userId);
    return ids.size;
  }

  /** The backplane is back: what was said meanwhile is lost, so say it all again and ask. */
  resend(): void {
    // No ask on the floor: every server says its alive word again as it comes back, and asking
    // too would make each answer each (N² whole maps as Redis returns).
    this.floor.sayAlive();
    for (const tableId of this.local.keys()) {
      this.report(tableId);
      this.say(tableId, { o: this.serverId, t: 'ask' });
    }
  }

  /** Joins the servers' group as a member that hears their words (never this server's own). */
  private listen(group: string, hear: (word: Word) => void): Promise<void> {
    const listener: GroupMember = {
      id: this.listenerId,
      send: (payload) => {
        const word = readWord(payload);
        if (word !== null && word.o !== this.serverId) hear(word);
      },
    };
    this.listeners.set(group, listener);
    return this.router.add(group, listener).catch((error: unknown) => {
      this.logger.warn({ err: error, group }, 'live: presence subscription failed');
    });
  }

  private say(tableId: string | null, word: Word): void {
    const group = tableId === null ? ALIVE_GROUP : presenceGroup(tableId);
    // Not to this server's own listener: the word is for the others.
    this.router.send(group, JSON.stringify(word), this.listenerId);
  }

  private report(tableId: string): void {
    const diners = this.dinersHere(tableId);
    this.reportsSaid += 1;
    this.say(tableId, { o: this.serverId, t: 'report', d: diners, n: this.reportsSaid });
  }

  private heard(tableId: string, word: Word): void {
    this.lastHeard.set(word.o, this.clock());
    if (word.t === 'ask') this.report(tableId);
    if (word.t !== 'report') return;
    let order = this.reportOrder.get(tableId);
    if (order === undefined) {
      order = new WordOrder();
      this.reportOrder.set(tableId, order);
    }
    if (order.isStale(word.o, word.n)) return;
    let reports = this.remote.get(tableId);
    if (reports === undefined) {
      reports = new Map();
      this.remote.set(tableId, reports);
    }
    reports.set(word.o, word.d);
    this.tell(tableId);
  }

  private changed(tableId: string): boolean {
    this.report(tableId);
    this.floor.seatedChanged(tableId, this.seatedHere(tableId));
    return this.tell(tableId);
  }

  /** The ids of this server's diners at the table, each once. */
  private seatedHere(tableId: string): string[] {
    return [...new Set(this.dinersHere(tableId).map((here) => here.userId))];
  }

  private seatedHereByTable(): Seated {
    const seated: Record<string, string[]> = {};
    for (const tableId of this.local.keys()) seated[tableId] = this.seatedHere(tableId);
    return seated;
  }

  /**
   * This server's diners at the table hear the list when it is not what they heard last; true
   * when it was not.
   */
  private tell(tableId: string): boolean {
    const diners = this.list(tableId);
    const text = JSON.stringify(diners);
    if (this.told.get(tableId) === text) return false;
    this.told.set(tableId, text);
    const payload = presencePayload(diners);
    if (payload !== null) this.router.deliverLocally(groupOf(tableId), payload);
    return true;
  }

  /**
   * The table's list to one connection that just joined: a join that changed nothing (a seat's
   * second tab, a reload while another tab stays) is told it too, or that page never showed who
   * is at the table.
   */
  tellOne(tableId: string, connection: GroupMember): void {
    const payload = presencePayload(this.list(tableId));
    if (payload !== null) connection.send(payload);
  }

  /** Says this server is alive, and forgets the servers that have not been heard for too long. */
  private beat(): void {
    this.floor.sayAlive();
    const now = this.clock();
    for (const [origin, heard] of this.lastHeard) {
      if (now - heard < this.expireMs) continue;
      this.lastHeard.delete(origin);
      this.floor.forget(origin);
      for (const order of this.reportOrder.values()) order.forget(origin);
      for (const [tableId, reports] of this.remote) {
        if (reports.delete(origin)) this.tell(tableId);
      }
    }
  }
}

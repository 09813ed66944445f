import { type Seated, type Word, WordOrder } from './presence-words.ts';

/** How long a server gathers the asks of servers starting together before it answers them all. */
const ANSWER_GATHER_MS = 500;

/**
 * Where every other server's diners sit, from the words on the global `presence` group: the
 * staff console's "Diners here" may be read from any server, serving the table or not
 * (docs/live-hub.md, "Presence"). This server's own diners are the caller's to say.
 */
export class FloorSeating {
  /** Server id → tableId → its diners' ids. */
  private readonly elsewhere = new Map<string, Map<string, readonly string[]>>();
  private said = 0;
  private readonly order = new WordOrder();
  /** An alive word owed to servers that asked: one answers every ask of the next moment. */
  private answerTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly serverId: string,
    private readonly sayToAll: (word: Word) => void,
    /** This server's tables and their diners' ids, as the alive word says them. */
    private readonly seatedHere: () => Seated,
  ) {}

  stop(): void {
    if (this.answerTimer !== null) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  ask(): void {
    this.sayToAll({ o: this.serverId, t: 'ask' });
  }

  /** This server's diners at one table changed: they are now `ids`. */
  seatedChanged(tableId: string, ids: string[]): void {
    this.said += 1;
    this.sayToAll({ o: this.serverId, t: 'seated', table: tableId, u: ids, n: this.said });
  }

  sayAlive(): void {
    this.said += 1;
    this.sayToAll({ o: this.serverId, t: 'alive', s: this.seatedHere(), n: this.said });
  }

  /** Another server is alive (with where its diners sit), one of its tables changed, or it asks. */
  heard(word: Word): void {
    if (word.t === 'ask') return this.answerSoon();
    if (word.t === 'report' || this.order.isStale(word.o, word.n)) return;
    if (word.t === 'alive') {
      this.elsewhere.set(word.o, new Map(Object.entries(word.s)));
      return;
    }
    let tables = this.elsewhere.get(word.o);
    if (tables === undefined) {
      tables = new Map();
      this.elsewhere.set(word.o, tables);
    }
    if (word.u.length === 0) tables.delete(word.table);
    else tables.set(word.table, word.u);
  }

  /** The ids of the other servers' diners at the table (a diner may be on two servers). */
  *idsAt(tableId: string): Iterable<string> {
    for (const tables of this.elsewhere.values()) yield* tables.get(tableId) ?? [];
  }

  /** A server that has gone silent: its diners are gone too. */
  forget(origin: string): void {
    this.elsewhere.delete(origin);
    this.order.forget(origin);
  }

  /**
   * Servers that start together all ask: one alive word, a moment later, answers every ask of that
   * moment, and the moment is jittered so the servers do not all answer at once.
   */
  private answerSoon(): void {
    if (this.answerTimer !== null) return;
    this.answerTimer = setTimeout(
      () => {
        this.answerTimer = null;
        this.sayAlive();
      },
      ANSWER_GATHER_MS * (0.5 + Math.random() / 2),
    );
    this.answerTimer.unref();
  }
}

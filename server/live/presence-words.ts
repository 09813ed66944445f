/** One diner at a table as the hub tells it: the cart's key for them and their first name. */
export interface PresentDiner {
  readonly userId: string;
  readonly name: string | null;
}

/** A diner here, with when they came (their place in the list: the first to come is first). */
export interface Here extends PresentDiner {
  readonly since: number;
  /**
   * The seat the diner came through and when its newest connection joined: a seat is one diner
   * across every server, the one its newest connection speaks for. Servers only; an older
   * server's reports have neither, and each of their diners counts as a seat of its own.
   */
  readonly seat?: string;
  readonly newest?: number;
}

/** tableId → the ids of the diners a server has there: what the floor's counts are made of. */
export type Seated = Readonly<Record<string, readonly string[]>>;

/**
 * What servers say to each other (docs/live-hub.md, "Presence"). On `presence:{tableId}`: a
 * report of the diners a server has there, or a question. On `presence`: alive, with every table
 * the server seats diners at; seated, when one table's diners there change; and ask, from a server
 * that has just started and wants every other's tables. `n` numbers a server's words on one
 * group, so a publish retried after a newer one is dropped; an older server's words have none.
 */
export type Word =
  | { readonly o: string; readonly t: 'report'; readonly d: readonly Here[]; readonly n?: number }
  | { readonly o: string; readonly t: 'ask' }
  | { readonly o: string; readonly t: 'alive'; readonly s: Seated; readonly n?: number }
  | {
      readonly o: string;
      readonly t: 'seated';
      readonly table: string;
      readonly u: string[];
      readonly n?: number;
    };

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** A server's tables as it said them; an older server says none (it counts as seating nobody). */
const readSeated = (value: unknown): Seated => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string[]] => isIdList(entry[1])),
  );
};

const readDiners = (value: unknown[]): Here[] =>
  (value as Partial<Here>[]).filter(
    (diner): diner is Here =>
      typeof diner === 'object' &&
      diner !== null &&
      typeof diner.userId === 'string' &&
      typeof diner.since === 'number' &&
      (diner.name === null || typeof diner.name === 'string') &&
      (diner.seat === undefined || typeof diner.seat === 'string') &&
      (diner.newest === undefined || typeof diner.newest === 'number'),
  );

/** A word as another server said it, or null when it is not one (nothing odd is taken). */
export const readWord = (payload: string): Word | null => {
  try {
    const word = JSON.parse(payload) as Partial<Word> & {
      d?: unknown;
      s?: unknown;
      u?: unknown;
      n?: unknown;
    };
    if (typeof word !== 'object' || word === null || typeof word.o !== 'string') return null;
    if (word.t === 'ask') return { o: word.o, t: word.t };
    const n = typeof word.n === 'number' ? { n: word.n } : {};
    if (word.t === 'alive') return { o: word.o, t: word.t, s: readSeated(word.s), ...n };
    if (word.t === 'seated') {
      const { table, u } = word as { table?: unknown; u?: unknown };
      return typeof table === 'string' && isIdList(u)
        ? { o: word.o, t: 'seated', table, u, ...n }
        : null;
    }
    if (word.t !== 'report' || !Array.isArray(word.d)) return null;
    return { o: word.o, t: 'report', d: readDiners(word.d), ...n };
  } catch {
    return null;
  }
};

/**
 * The last number taken of each server's words on one group: a word numbered no higher than it
 * is a publish retried after a newer one, and is dropped.
 */
export class WordOrder {
  private readonly heard = new Map<string, number>();

  /** Whether the word is older than one already taken from its server (and takes it if not). */
  isStale(origin: string, n: number | undefined): boolean {
    // An older server's words carry no number: taken as they come.
    if (n === undefined) return false;
    if (n <= (this.heard.get(origin) ?? 0)) return true;
    this.heard.set(origin, n);
    return false;
  }

  forget(origin: string): void {
    this.heard.delete(origin);
  }
}

import type { CartOrder } from '../../src/domain/model/order.ts';
import type { Database, Queryable } from '../db/database.ts';
import { IdPool } from '../db/ids.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { SeatCode, seatEnded } from '../seats/codes.ts';
import { sessionEnded } from '../seats/ended.ts';
import { rememberTableState } from '../tables/store.ts';
import { tableUnavailable } from './codes.ts';
import { KeyedQueue, RecentMap } from './keyed-queue.ts';
import { loadMenu, MenuCache } from './menu.ts';
import { type CartWrite, planWrite, refusalError } from './plan.ts';
import { dinerNames, presentCart, productIdsOf } from './present.ts';
import { type CartRow, lockCart, saveLines } from './store.ts';
import type { TableRow } from './table.ts';
import { type ReadForWrite, readForWrite, storeLines, type TableState } from './write-statement.ts';

export type { CartWrite } from './plan.ts';
export { writeStillHolds } from './plan.ts';

/** A committed cart change: the reply, and the table's live version it made (its notice). */
export interface CartWritten {
  readonly cart: CartOrder;
  readonly liveVersion: number;
}

/**
 * Statements one write may make before it takes the row lock instead: enough for a read, a
 * store that lost to another process, a read, a store; more means others keep winning.
 */
const STATEMENTS_TRIED = 6;
/** Tables whose cart row a process keeps between writes; the least recently written go first. */
const ROWS_KEPT = 5000;

/** The session and state checks of a seated diner's write, as the write statement read them. */
const assertTableOpen = (table: TableState | null, seatEpoch: number): TableState => {
  if (table === null) throw notFound('tableNotFound');
  if (table.seatEpoch !== seatEpoch) throw seatEnded();
  if (!table.available) throw tableUnavailable();
  return table;
};

/**
 * POST /api/shoppingCart, in one database round trip when nothing moved (issue 18 item 4).
 * A process keeps, per table, the cart row it last wrote or read, and per merchant the menu
 * (MenuCache); writes to one table take turns inside the process (so they plan on the row the
 * previous one left) and each is stored by one statement that holds only while the row, the
 * seat's table session and the menu version are still what the plan rests on
 * (write-statement.ts). When another process, a staff action or a menu change got there first,
 * nothing is stored: the write reads what is there now and is planned again on it. A refusal
 * (66666, 2025, 1997, the limits) is only ever answered from a row and menu the database has
 * just confirmed. Ids of new lines come from a per-process block of the id sequence.
 */
export class CartWriter {
  private readonly rows = new RecentMap<string, CartRow>(ROWS_KEPT);
  private readonly turns = new KeyedQueue();
  private readonly menus = new MenuCache();
  private readonly ids = new IdPool();

  constructor(private readonly db: Database) {}

  write(write: CartWrite): Promise<CartWritten> {
    return this.turns.run(write.table.id, () =>
      this.writeInTurn(write).catch(async (error: unknown) => {
        // Whether the party was cleared away is only worth a read once the session is found over.
        if (error instanceof ApiError && error.code === SeatCode.seatEnded)
          throw await sessionEnded(this.db, write.table.id, write.seatEpoch);
        throw error;
      }),
    );
  }

  /** A cart row read elsewhere (a diner's GET): the next write here plans on it. */
  remember(row: CartRow): void {
    const known = this.rows.get(row.table_id);
    if (known === undefined || known.row_version <= row.row_version)
      this.rows.set(row.table_id, row);
  }

  private async writeInTurn(write: CartWrite): Promise<CartWritten> {
    const { db } = this;
    const tableId = write.table.id;
    const merchantId = write.table.merchant_id;
    const newId = () => this.ids.take(db);
    let { version: menuVersion, menu } = await this.menus.get(db, merchantId);
    let kept = this.rows.get(tableId) ?? null;
    // What the database answered in this write (null: nothing yet): only a plan on that may be
    // refused.
    let confirmed: ReadForWrite | null = null;
    for (let tries = 0; tries < STATEMENTS_TRIED; tries += 1) {
      if (kept === null) {
        const read = await readForWrite(db, { tableId, merchantId, now: write.now });
        if (read.table !== null) rememberTableState(db, tableId, read.table);
        assertTableOpen(read.table, write.seatEpoch);
        // Null: another statement is creating the row this very moment; ask again.
        if (read.row === null) continue;
        kept = read.row;
        this.rows.set(tableId, kept);
        if (read.menuVersion !== menuVersion)
          ({ version: menuVersion, menu } = await this.menus.reload(db, merchantId));
        confirmed = read.menuVersion === menuVersion ? read : null;
      }
      const plan = await planWrite(kept, write, menu, newId);
      if (plan.kind === 'refuse') {
        if (confirmed?.table == null) {
          // Decided on what this process kept: read what is there now, and decide again.
          kept = null;
          continue;
        }
        const shown = tableRow(write.table, confirmed.table);
        const cart = presentCart(kept, shown, menu, write.locale, confirmed.names);
        throw refusalError(plan.refusal, cart, write.locale);
      }
      const stored = await storeLines(db, {
        tableId,
        merchantId,
        seatEpoch: write.seatEpoch,
        menuVersion,
        now: write.now,
        basedOn: kept,
        lines: plan.lines,
      });
      if (stored === null) {
        // The row, the table's session or state, or the menu moved since: read them again.
        kept = null;
        confirmed = null;
        continue;
      }
      this.rows.set(tableId, stored.row);
      const shown = { ...write.table, name: stored.tableName };
      const cart = presentCart(stored.row, shown, menu, write.locale, stored.names);
      return { cart, liveVersion: stored.row.live_version };
    }
    // Other processes kept winning this table: take the row lock and wait for our turn there.
    this.rows.delete(tableId);
    return writeLocked(db, write, newId);
  }
}

const tableRow = (table: TableRow, state: TableState): TableRow => ({
  ...table,
  name: state.name,
  available: state.available,
});

/**
 * The same write in a transaction holding the cart row's lock: the way through when the
 * statement above lost to other processes several times in a row. Slower (a round trip per
 * step), never refused for contention.
 */
const writeLocked = (db: Database, write: CartWrite, newId: () => Promise<string>) =>
  db.transaction(async (tx: Queryable): Promise<CartWritten> => {
    const row = await lockCart(tx, write.table, write.now);
    const [state] = await tx.query<{ name: string; seat_epoch: number; available: boolean }>(
      'select name, seat_epoch, available from dining_tables where id = $1',
      [write.table.id],
    );
    const table = assertTableOpen(
      state === undefined
        ? null
        : { name: state.name, seatEpoch: state.seat_epoch, available: state.available },
      write.seatEpoch,
    );
    const productIds = [...productIdsOf(row), ...write.lines.map((line) => line.productId)];
    const menu = await loadMenu(tx, write.table.merchant_id, productIds);
    const plan = await planWrite(row, write, menu, newId);
    const present = async (shown: CartRow) =>
      presentCart(
        shown,
        tableRow(write.table, table),
        await loadMenu(tx, write.table.merchant_id, productIdsOf(shown)),
        write.locale,
        await dinerNames(tx, shown),
      );
    if (plan.kind === 'refuse') throw refusalError(plan.refusal, await present(row), write.locale);
    const saved = await saveLines(tx, row, plan.lines.userCarts, write.now);
    return { cart: await present(saved), liveVersion: saved.live_version };
  });

const writers = new WeakMap<Database, CartWriter>();

/** This process's writer for `db`: its caches live as long as the database handle. */
export const cartWriterOf = (db: Database): CartWriter => {
  let writer = writers.get(db);
  if (writer === undefined) {
    writer = new CartWriter(db);
    writers.set(db, writer);
  }
  return writer;
};

/**
 * POST /api/shoppingCart: replaces this diner's entry, never another's (plan.ts has the rules);
 * a write based on a cart its writer's own entry has moved on from loses with 66666.
 */
export const writeDinerLines = (db: Database, write: CartWrite): Promise<CartWritten> =>
  cartWriterOf(db).write(write);

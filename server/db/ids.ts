import type { Queryable } from './database.ts';

/** A new id for any entity: ids come from one sequence and are never reused. */
export const nextId = async (db: Queryable): Promise<string> => {
  const [row] = await db.query<{ id: string }>("select nextval('entity_ids')::bigint as id");
  if (!row) throw new Error('the id sequence returned nothing');
  return row.id;
};

/** How many ids a pool takes from the sequence at once. */
const BLOCK = 64;

/**
 * Ids taken from the sequence a block at a time, for writes that need ids often (cart lines):
 * one round trip per block instead of one per id. Still the one sequence, never reused; ids a
 * process held when it stopped are simply never used, as any sequence leaves gaps.
 */
export class IdPool {
  private readonly ids: string[] = [];
  private refill: Promise<void> | null = null;

  async take(db: Queryable): Promise<string> {
    for (;;) {
      const id = this.ids.pop();
      if (id !== undefined) return id;
      this.refill ??= this.fill(db).finally(() => {
        this.refill = null;
      });
      await this.refill;
    }
  }

  private async fill(db: Queryable): Promise<void> {
    const rows = await db.query<{ id: string }>(
      "select nextval('entity_ids')::bigint as id from generate_series(1, $1::int) order by 1 desc",
      [BLOCK],
    );
    // Popped from the end: the smallest first.
    this.ids.push(...rows.map((row) => row.id));
  }
}

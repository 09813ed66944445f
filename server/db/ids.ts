import type { Queryable } from './database.ts';

/** A new id for any entity: ids come from one sequence and are never reused. */
export const nextId = async (db: Queryable): Promise<string> => {
  const [row] = await db.query<{ id: string }>("select nextval('entity_ids')::bigint as id");
  if (!row) throw new Error('the id sequence returned nothing');
  return row.id;
};

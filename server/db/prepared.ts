/**
 * Statements a PostgreSQL connection prepares once and then only executes (parse and plan once
 * per connection, and the text sent once): the hot ones, named here. PGlite runs them as any
 * other statement. Names must be unique; the SQL must not vary.
 */
const names = new Map<string, string>();

export const prepared = (name: string, sql: string): string => {
  const known = names.get(sql);
  if (known !== undefined && known !== name) throw new Error(`statement named twice: ${name}`);
  names.set(sql, name);
  return sql;
};

/** The name a statement was prepared under, if it was. */
export const preparedName = (sql: string): string | undefined => names.get(sql);

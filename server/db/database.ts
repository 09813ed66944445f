/** What the routes need of a database: parameterised queries and transactions, nothing more. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Both engines return int8 as a decimal string (ids stay exact) and numeric as a JS number
 * (money has two decimals, well inside a double's exact range).
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

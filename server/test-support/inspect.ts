import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/** Looks inside a running test server: its routes, and what it has stored. */

/** What a refused request must leave alone; otp attempts and seats are bookkeeping of refusals. */
const STORED: readonly (readonly [string, string, string])[] = [
  ['carts', 'table_id', 'table_id, row_version, guests, order_type, user_carts::text'],
  ['orders', 'id', 'id, status, payment_status, send_status, row_version, document::text'],
  ['members', 'id', 't::text'],
  ['member_tokens', 'token', 'token, member_id, expires_at'],
  ['otp_codes', 'id', 'id, merchant_id, phone, code, used_at'],
  ['user_coupons', 'id', 't::text'],
  ['order_participants', 'order_id, member_id', 't::text'],
  ['dining_tables', 'id', 'id, name, qrcode_id, order_code, available'],
  ['products', 'id', 't::text'],
  ['merchants', 'id', 'id, settings::text'],
];

const FINGERPRINT_SQL = `select ${STORED.map(
  ([table, order, columns]) =>
    `(select count(*) || ':' || md5(coalesce(string_agg((${columns})::text, '|' order by ${order}), ''))
        from ${table} t) as ${table}`,
).join(', ')}`;

/** A digest of every stored row a refused request must leave alone, table by table. */
export const storedFingerprint = async (db: Queryable): Promise<Record<string, string>> => {
  const [row] = await db.query<Record<string, string>>(FINGERPRINT_SQL);
  if (row === undefined) throw new Error('no fingerprint');
  return row;
};

export interface Route {
  readonly method: string;
  readonly path: string;
}

/** Every route of the app, read from Fastify's own route tree (printRoutes). */
export const routesOf = (app: FastifyInstance): Route[] => {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?) \(([^)]*)\)$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.length = depth;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', '))
      if (method !== '-' && method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
};

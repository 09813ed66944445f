import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { readConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { type RunningServer, startServer } from '../../../server/server.ts';
import { call } from '../../../server/test-support/client.ts';
import {
  forgetSeatMinter,
  registerSeatMinter,
  seatMinter,
} from '../../../server/test-support/seats.ts';
import { fixture, seedFixture } from '../../../server/test-support/fixtures.ts';
import { insertStaffToken } from '../../../server/staff/auth.ts';
import type { CartOrder } from '../../domain/model/order.ts';

/** How many tables tableFor can give: enough for a property test's runs, one table each. */
export const TEST_TABLES = 20;

/** The staff console's token for the fixture's merchant, for tests where the staff act. */
const STAFF_TOKEN = 'tfstaff_worker-test-1001';

/** Tables 510… with QR codes 10…: one per test, so tests sharing a server never share a cart. */
export const tableFor = (n: number) => {
  // Past the seeded ones a diner would only fail to sit, far from the cause.
  if (!Number.isInteger(n) || n < 0 || n >= TEST_TABLES) {
    throw new RangeError(`tableFor(${n}): the server seeds tables 0 to ${TEST_TABLES - 1}`);
  }
  return { id: String(510 + n), qrcodeId: String(10 + n), name: `T${n}` };
};

const seed = async (db: Database) => {
  const [seeded] = await db.query<{ n: number }>('select count(*)::int as n from merchants');
  if (seeded?.n !== 0) return;
  await seedFixture(db);
  await insertStaffToken(db, fixture.merchantId, STAFF_TOKEN, 'worker tests');
  for (let n = 0; n < TEST_TABLES; n += 1) {
    const table = tableFor(n);
    await db.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
       values ($1, $2, $3, $4, '4321', true, $5)`,
      [table.id, fixture.merchantId, table.name, table.qrcodeId, 10 + n],
    );
  }
};

export interface WorkerTestServer {
  readonly origin: string;
  readonly running: () => RunningServer;
  /** One-time codes the server "sent", newest last. */
  readonly otps: { phone: string; code: string }[];
  /** Stops and starts the whole server on the same port and data: diners must reconnect. */
  readonly restart: () => Promise<void>;
  /** The table's cart as the POS has it now. */
  readonly cartOf: (tableId: string) => Promise<CartOrder>;
  /** The staff's "Clear for next party": every seat at the table ends, its cart empties. */
  readonly clearTable: (tableId: string) => Promise<void>;
  /** The staff cancel an order (one without payments), with their reason. */
  readonly cancelOrder: (orderId: string, reason: string) => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * The real reference server (API and live hub on one port) over PGlite in a temporary folder.
 * `tableVersionIntervalMs`: a test that must see what one lost message does sets it long, so the
 * periodic table version cannot repair the loss by chance while it looks.
 */
export const startWorkerTestServer = async (
  options: { readonly tableVersionIntervalMs?: number } = {},
): Promise<WorkerTestServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tablefold-worker-'));
  const otps: { phone: string; code: string }[] = [];
  const start = (port: number) =>
    startServer({
      config: {
        ...readConfig({ DATA_DIR: dataDir, DEMO: 'false' }),
        port,
        host: '127.0.0.1',
        publicUrl: `http://127.0.0.1:${port}`,
        ...options,
      },
      logger: pino({ level: 'silent' }),
      seed,
      sendOtp: async (phone, code) => {
        otps.push({ phone, code });
      },
    });
  let server = await start(0);
  const origin = server.listenUrl;
  // cartOf reads as a seated diner would; the key lives in the data folder, so a restart keeps it.
  registerSeatMinter(origin, seatMinter(server.db, server.seatKey, Date.now));
  const port = Number(new URL(origin).port);
  return {
    origin,
    running: () => server,
    otps,
    restart: async () => {
      await server.close();
      server = await start(port);
      registerSeatMinter(origin, seatMinter(server.db, server.seatKey, Date.now));
    },
    cartOf: async (tableId) => {
      const reply = await call<CartOrder>(origin, 'GET', '/api/shoppingCart', {
        merchantId: fixture.merchantId,
        tableId,
      });
      return reply.body.data;
    },
    clearTable: async (tableId) => {
      const reply = await call(origin, 'POST', `/api/staff/tables/${tableId}/clear`, {
        token: STAFF_TOKEN,
      });
      if (reply.status !== 200) throw new Error(`clear ${tableId}: ${reply.status}`);
    },
    cancelOrder: async (orderId, reason) => {
      const reply = await call(origin, 'POST', `/api/staff/orders/${orderId}/cancel`, {
        token: STAFF_TOKEN,
        body: { reason },
      });
      if (reply.status !== 200) throw new Error(`cancel ${orderId}: ${reply.status}`);
    },
    close: async () => {
      forgetSeatMinter(origin);
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A diner's lines in the table's cart as the POS holds it: `product×quantity`, sorted. */
export const dinerLinesOn = async (
  server: WorkerTestServer,
  tableId: string,
  userId: string | null,
): Promise<string[]> =>
  (
    (await server.cartOf(tableId)).userCarts.find((entry) => entry.userId === userId)?.orderItems ??
    []
  )
    .map((item) => `${item.productId}×${item.quantity}`)
    .sort();

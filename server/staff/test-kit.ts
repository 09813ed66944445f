import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Order } from '../../src/domain/model/order.ts';
import { getCart, merchantId, putLines, type Who } from '../cart/test-kit.ts';
import type { Queryable } from '../db/database.ts';
import { place, seedOrders } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { readConfig } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { registerSeatMinter, seatMinter } from '../test-support/seats.ts';
import { insertStaffToken } from './auth.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/** Staff of merchant 1001 (the fixture's) and of 2002, with known tokens. */
export const staffToken = 'tfstaff_test-1001';
export const otherStaffToken = 'tfstaff_test-2002';

export const seedStaff = async (db: Queryable, tables?: number): Promise<void> => {
  await seedOrders(db, tables);
  await insertStaffToken(db, '1001', staffToken, 'test');
  await insertStaffToken(db, '2002', otherStaffToken, 'test');
};

export const staff = <T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string | null; locale?: string } = {},
) =>
  call<T>(baseUrl, method, `/api/staff${path}`, {
    body: options.body,
    rawBody: options.rawBody,
    token: options.token === null ? undefined : (options.token ?? staffToken),
    locale: options.locale,
  });

/** A diner adds lines and places them through the diner API, as the web app does. */
export const placeRound = async (
  baseUrl: string,
  tableId: string,
  who: Who,
  lines: readonly unknown[],
): Promise<Order> => {
  const version = (await getCart(baseUrl, tableId)).body.data.cartRowVersion;
  expect((await putLines(baseUrl, tableId, who, version, lines)).body.code).toBe(0);
  const reply = await place(baseUrl, tableId, who);
  expect(reply.body.code).toBe(0);
  return reply.body.data.order;
};

export const staffOrder = async (baseUrl: string, orderId: string): Promise<Order> =>
  (await staff<Order>(baseUrl, 'GET', `/orders/${orderId}`)).body.data;

export { merchantId };

/**
 * The whole server (real hub, PGlite in a temporary folder) with the staff seed, for tests of what
 * reaches live connections; seated diners' calls are signed for it (test-support/seats.ts).
 */
export const startWiredStaffServer = async (
  env: NodeJS.ProcessEnv = {},
): Promise<{
  server: RunningServer;
  close: () => Promise<void>;
}> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tablefold-staff-'));
  const config = {
    ...readConfig({ DATA_DIR: dataDir, DEMO: 'false', ...env }),
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer({ config, logger: pino({ level: 'silent' }), seed: seedStaff });
  registerSeatMinter(server.listenUrl, seatMinter(server.db, server.seatKey, Date.now));
  return {
    server,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The wired server for one test file: started before its tests, closed after them. */
export const useWiredStaffServer = (): { readonly server: RunningServer } => {
  let started: Awaited<ReturnType<typeof startWiredStaffServer>> | null = null;
  beforeAll(async () => {
    started = await startWiredStaffServer();
    // A loaded machine took over 30 s here (server/test-support/timeouts.ts).
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => started?.close());
  return {
    get server() {
      if (started === null) throw new Error('the wired staff server is not started yet');
      return started.server;
    },
  };
};

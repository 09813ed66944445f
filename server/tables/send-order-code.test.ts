import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { demoFacts } from '../demo/facts.ts';
import { seedDemo } from '../demo/seed.ts';
import { call } from '../test-support/client.ts';
import { registerSeatMinter, seatMinter } from '../test-support/seats.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const SEAT_KEY = randomBytes(32);

// The harness's logger is silent and out of reach; this server's log is read back line by line.
const lines: { msg: string; orderCode?: string; tableName?: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString('utf8')));
    done();
  },
});

const listen = async (
  db: Database,
  demo: boolean,
): Promise<{ app: FastifyInstance; url: string }> => {
  const config = readConfig({ NODE_ENV: 'test', DEMO: String(demo) });
  const app = await buildApp({
    db,
    config,
    logger: pino({ level: 'info' }, sink),
    clock: Date.now,
    live: { hubUrlFor: () => '', sendToTable: async () => {} },
    sendOtp: async () => {},
    seatKey: SEAT_KEY,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  registerSeatMinter(url, seatMinter(db, SEAT_KEY, Date.now));
  return { app, url };
};

// One database, two servers over it: one in demo mode, one as a real deployment.
let db: Database;
let demo: { app: FastifyInstance; url: string };
let production: { app: FastifyInstance; url: string };
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
  await seedDemo(db);
  demo = await listen(db, true);
  production = await listen(db, false);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await demo.app.close();
  await production.app.close();
  await db.close();
});

// A seat for the table (test-support/seats.ts) is signed with this key, as the QR lookup would.
const send = (url: string, tableId: string | undefined) =>
  call(url, 'POST', '/api/merchant/message/send-order-code-message', {
    tableId,
    body: { tableId: Number(tableId) },
  });

const [, a2, a3] = demoFacts.tables;

describe('POST /api/merchant/message/send-order-code-message', () => {
  it("writes the table's order code to the log, as if sent to the staff's device", async () => {
    const reply = await send(demo.url, a2?.id);
    expect(reply.body).toEqual({ success: true, code: 0, msg: 'success', data: null });
    expect(lines).toContainEqual(
      expect.objectContaining({
        tableName: 'A2',
        orderCode: a2?.orderCode,
        msg: `order code for table A2: ${a2?.orderCode}`,
      }),
    );
  });

  it('never writes the code anywhere outside demo mode', async () => {
    lines.length = 0;
    expect((await send(production.url, a3?.id)).body.code).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'a diner asked the staff for the order code' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(a3?.orderCode ?? '-');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { getCart, line, merchantId, putLines, tableA } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
  const start = await getCart(server.baseUrl, tableA);
  await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start.body.data.cartRowVersion, [
    line(p.dumplings.id, 2),
  ]);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const raw = (rawBody: string) =>
  call(server.baseUrl, 'POST', '/api/shoppingCart', {
    guestId: 'g-ann',
    tableId: tableA,
    merchantId,
    rawBody,
  });

/** Every refused write must leave the cart exactly as it was. */
const expectRefused = async (
  send: (version: number) => Promise<{ status: number; body: { success: boolean; code: number } }>,
  status: number,
  code = status,
) => {
  const before = (await getCart(server.baseUrl, tableA)).body.data;
  const reply = await send(before.cartRowVersion);
  expect(reply.status).toBe(status);
  expect(reply.body.success).toBe(false);
  expect(reply.body.code).toBe(code);
  expect((await getCart(server.baseUrl, tableA)).body.data).toEqual(before);
};

const withLines = (lines: unknown[]) => (version: number) =>
  putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, version, lines);

describe('bad cart input is refused and changes nothing', () => {
  it('malformed JSON and bodies that are not a cart', async () => {
    await expectRefused(() => raw('{"cartRowVersion": 1, "orderItems": ['), 400);
    await expectRefused(() => raw('[]'), 400);
    await expectRefused(() => raw('"cart"'), 400);
    await expectRefused(() => raw(''), 400);
    await expectRefused(() => raw('{"orderItems": []}'), 400);
  });

  it('wrong types', async () => {
    await expectRefused(withLines([line(p.dumplings.id, '2' as unknown as number)]), 400);
    await expectRefused(withLines([{ productId: true, quantity: 1 }]), 400);
    await expectRefused(
      withLines([line(p.dumplings.id, 1, { notes: 5 as unknown as string })]),
      400,
    );
    await expectRefused((v) => raw(`{"cartRowVersion": "${v}", "orderItems": []}`), 400);
    await expectRefused((v) => raw(`{"cartRowVersion": ${v}, "orderItems": {}}`), 400);
  });

  it('huge and negative numbers, fractions', async () => {
    await expectRefused(
      (v) =>
        raw(
          `{"cartRowVersion": ${v}, "orderItems": [{"productId": 701, "quantity": 1000000000000000000000000000000}]}`,
        ),
      400,
    );
    await expectRefused(
      (v) => raw(`{"cartRowVersion": ${v}, "orderItems": [{"productId": 701, "quantity": 1e30}]}`),
      400,
    );
    await expectRefused(
      (v) =>
        raw(
          `{"cartRowVersion": ${v}, "orderItems": [{"productId": 1000000000000000000000000000000, "quantity": 1}]}`,
        ),
      400,
    );
    await expectRefused(() => raw('{"cartRowVersion": 1e30, "orderItems": []}'), 400);
    await expectRefused(withLines([line(p.dumplings.id, -1)]), 400);
    await expectRefused(withLines([line(p.dumplings.id, 1.5)]), 400);
    await expectRefused(withLines([line(p.dumplings.id, 1000)]), 400);
    await expectRefused(
      withLines([
        line(p.noodles.id, 1, { orderItemModifiers: [{ modifierProductId: '801', quantity: -1 }] }),
      ]),
      400,
    );
  });

  it('a merged line over 999', async () => {
    await expectRefused(withLines([line(p.dumplings.id, 600), line(p.dumplings.id, 600)]), 400);
  });

  it('notes over 200 characters, a 10 KB note, too many lines', async () => {
    await expectRefused(withLines([line(p.dumplings.id, 1, { notes: 'x'.repeat(201) })]), 400);
    await expectRefused(withLines([line(p.dumplings.id, 1, { notes: 'x'.repeat(10_240) })]), 400);
    await expectRefused(withLines(Array.from({ length: 101 }, () => line(p.dumplings.id, 1))), 400);
  });

  it('a note keeps its line breaks and loses direction controls that would flip it on other phones', async () => {
    const before = (await getCart(server.baseUrl, tableA)).body.data;
    const reply = await putLines(
      server.baseUrl,
      tableA,
      { guestId: 'g-ann' },
      before.cartRowVersion,
      [line(p.dumplings.id, 2, { notes: 'less salt\n\u202Ereversed' })],
    );
    expect(reply.status).toBe(200);
    const mine = reply.body.data.userCarts.find((entry) => String(entry.userId) === 'g-ann');
    expect(mine?.orderItems.map((item) => item.notes)).toEqual(['less salt\nreversed']);
  });

  it('a body over 1 MiB', async () => {
    await expectRefused(
      (v) => raw(`{"cartRowVersion": ${v}, "orderItems": [], "pad": "${'x'.repeat(1_100_000)}"}`),
      413,
    );
  });

  it('unknown products, another merchant’s ids and ids beyond 64 bits are not on the menu', async () => {
    await expectRefused(withLines([line('999999', 1)]), 409, 2025);
    await expectRefused(withLines([line('99999999999999999999', 1)]), 409, 2025);
  });

  it('a repeated or malformed query parameter', async () => {
    const repeated = await call(
      server.baseUrl,
      'GET',
      '/api/shoppingCart?browserId=a&browserId=b',
      { tableId: tableA },
    );
    expect(repeated.status).toBe(400);
    const bad = await call(server.baseUrl, 'GET', '/api/shoppingCart?browserId=%3Cscript%3E', {
      tableId: tableA,
    });
    expect(bad.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../demo/facts.ts';
import { seedDemo } from '../demo/seed.ts';
import { rawCall } from '../merchants/raw-call.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS } from './attempts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, 30_000);
afterAll(() => server.close());

const [a1, a2, a3] = demoFacts.tables;
const [t1] = demoFacts.localTables;
const closed = demoFacts.unavailableTable;

const qr = (qrcodeId: string, options: { locale?: string; merchantId?: string } = {}) =>
  call<{ tableId: number; tableName: string }>(
    server.baseUrl,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}`,
    options,
  );

describe('GET /api/merchant/table/qrcode/info/:qrcodeId', () => {
  it('names the table behind a QR code', async () => {
    const reply = await qr(a1?.qrcodeId ?? '', { merchantId: demoFacts.merchantId });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ tableId: Number(a1?.id), tableName: 'A1' });
    expect((await qr('12', { locale: 'zh-TW' })).body.data.tableName).toBe('B6');
  });

  it('answers 10010 tableUnavailable with 409 for a closed table, in both languages', async () => {
    const en = await qr(closed.qrcodeId);
    expect(en.status).toBe(409);
    expect(en.body).toEqual({
      success: false,
      code: 10010,
      msg: 'This table is not available.',
      data: null,
    });
    expect((await qr(closed.qrcodeId, { locale: 'zh-TW' })).body.msg).toBe('此桌位暫不可用。');
  });

  it("404s an unknown QR code, and another merchant's", async () => {
    const unknown = await qr('999', { locale: 'zh-TW' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('找不到此桌位。');
    expect((await qr(t1?.qrcodeId ?? '', { merchantId: demoFacts.merchantId })).status).toBe(404);
    expect((await qr('99999999999999999999')).status).toBe(404);
  });

  it.each(['abc', '12a', '-1', '1.5', '1'.repeat(30)])('refuses %s with 400', async (id) => {
    const reply = await qr(id);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 400 });
  });

  it("answers on a local merchant's subdomain only for its own tables", async () => {
    const port = new URL(server.baseUrl).port;
    const on = (host: string, qrcodeId: string) =>
      rawCall(server.baseUrl, 'GET', `/api/merchant/table/qrcode/info/${qrcodeId}`, {
        host: `${host}:${port}`,
      });
    expect((await on('2002.localhost', t1?.qrcodeId ?? '')).status).toBe(200);
    expect((await on('2002.localhost', a1?.qrcodeId ?? '')).status).toBe(404);
    expect((await on('1001.localhost', a1?.qrcodeId ?? '')).status).toBe(404);
  });
});

const valid = (code: string, tableId?: string) =>
  call<boolean>(server.baseUrl, 'GET', `/api/merchant/table/order-code/valid/${code}`, { tableId });

describe('GET /api/merchant/table/order-code/valid/:code', () => {
  it("says whether the code is the table's", async () => {
    expect((await valid(a1?.orderCode ?? '', a1?.id)).body).toMatchObject({ code: 0, data: true });
    expect((await valid(a2?.orderCode ?? '', a1?.id)).body.data).toBe(false);
  });

  it('refuses malformed codes and a missing or malformed tableId header', async () => {
    for (const code of ['12', 'abcd', '123456789', '12%2034']) {
      expect((await valid(code, a1?.id)).status).toBe(400);
    }
    expect((await valid('1234')).status).toBe(400);
    expect((await valid('1234', '0042')).status).toBe(400);
    expect((await valid('1234', '99999999999999999999')).status).toBe(400);
  });

  it('404s an unknown table and answers 10010 for a closed one', async () => {
    expect((await valid('1234', '424242')).status).toBe(404);
    expect((await valid(closed.orderCode, closed.id)).body.code).toBe(10010);
  });

  it('stops guessing after too many wrong codes, until the window passes', async () => {
    const wrong = a3?.orderCode === '0001' ? '0002' : '0001';
    for (let i = 0; i < MAX_WRONG_CODES; i += 1) {
      expect((await valid(wrong, a3?.id)).body.data).toBe(false);
    }
    const blocked = await valid(a3?.orderCode ?? '', a3?.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    // Other tables are not held up by one table's guesser.
    expect((await valid(a2?.orderCode ?? '', a2?.id)).body.data).toBe(true);
    server.advanceClock(WRONG_CODE_WINDOW_MS);
    expect((await valid(a3?.orderCode ?? '', a3?.id)).body.data).toBe(true);
  });
});

describe('POST /api/merchant/message/send-order-code-message', () => {
  const send = (body: unknown, rawBody?: string) =>
    call(server.baseUrl, 'POST', '/api/merchant/message/send-order-code-message', {
      body,
      rawBody,
    });

  it('accepts the id as a string too, and 404s or 409s unknown and closed tables', async () => {
    expect((await send({ tableId: a1?.id })).status).toBe(200);
    expect((await send({ tableId: '123456' })).status).toBe(404);
    expect((await send({ tableId: closed.id })).body.code).toBe(10010);
  });

  it.each([
    [{}, undefined],
    [{ tableId: 'A1' }, undefined],
    [{ tableId: -3 }, undefined],
    [{ tableId: '1'.repeat(30) }, undefined],
    [undefined, '{"tableId":'],
    [undefined, '[]'],
  ])('refuses %j %s with 400', async (body, rawBody) => {
    const reply = await send(body, rawBody);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
  });
});

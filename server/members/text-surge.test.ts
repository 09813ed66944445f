import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';
import { sendLoginCode } from './otp-send.ts';
import { testPhone } from './test-support.ts';
import { MERCHANT_TEXTS_NOTICE_FROM, surgeLevelReached, warnOfTextSurge } from './text-surge.ts';

describe('surgeLevelReached', () => {
  it('names 100 texts in the hour, then each doubling, and nothing between', () => {
    const levels = Array.from({ length: 1_000 }, (_, index) => index + 1)
      .map(surgeLevelReached)
      .filter((level) => level !== null);
    expect(levels).toEqual([100, 200, 400, 800]);
  });
});

describe('warnOfTextSurge', () => {
  it("warns once the merchant's hour reaches a level, with what monitoring needs to alert on", () => {
    const warnings: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => void warnings.push(args) };
    warnOfTextSurge({ logger }, '1001', MERCHANT_TEXTS_NOTICE_FROM - 1);
    expect(warnings).toEqual([]);
    warnOfTextSurge({ logger }, '1001', MERCHANT_TEXTS_NOTICE_FROM);
    expect(warnings).toEqual([
      [
        { event: 'loginTextSurge', merchantId: '1001', textsInHour: 100, windowMinutes: 60 },
        'merchant 1001 has sent 100 login texts in the last hour',
      ],
    ]);
  });
});

describe("sendLoginCode: the merchant's hour of texts", () => {
  let server: TestServer;
  /** What the server warned of, as the JSON lines pino writes. */
  const warned: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void warned.push(JSON.parse(line) as Record<string, unknown>) },
    );
    server = await startTestServer({ seed: seedFixture, logger });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it("counts every phone's and every address's texts at this merchant, not another's, and not a failed one", async () => {
    // A window of its own, far past what other tests send in.
    let now = Date.now() + 40 * 86_400_000;
    const deps = { db: server.db, clock: () => now, sendOtp: async () => undefined };
    const send = async (n: number, merchantId: string = fixture.merchantId) => {
      now += 61_000;
      const sent = await sendLoginCode(deps, {
        merchantId,
        phone: testPhone(900 + n),
        ip: `198.51.100.${n}`,
      });
      return sent.merchantTextsInHour;
    };
    expect(await send(1)).toBe(1);
    expect(await send(2)).toBe(2);
    expect(await send(3, fixture.localMerchantId)).toBe(1);
    await expect(
      sendLoginCode(
        { ...deps, sendOtp: () => Promise.reject(new Error('gateway down')) },
        { merchantId: fixture.merchantId, phone: testPhone(950), ip: '198.51.100.50' },
      ),
    ).rejects.toThrow('gateway down');
    expect(await send(4)).toBe(3);
    now += 60 * 60_000;
    expect(await send(5)).toBe(1);
  });

  it("warns in the server's log when a merchant's texts reach 100 in an hour, from many phones at a few a minute each", async () => {
    // A window of its own for the server's clock too.
    server.advanceClock(80 * 86_400_000);
    const surges = () => warned.filter((line) => line['event'] === 'loginTextSurge');
    for (let n = 0; n < MERCHANT_TEXTS_NOTICE_FROM; n += 1) {
      // Three a minute is what one address may ask for without a seat (4291).
      if (n % 3 === 0) server.advanceClock(61_000);
      const reply = await call(server.baseUrl, 'POST', '/api/member/phone/code', {
        body: { phone: testPhone(1_000 + n) },
        merchantId: fixture.merchantId,
      });
      expect(reply.status).toBe(200);
      expect(surges()).toHaveLength(n === MERCHANT_TEXTS_NOTICE_FROM - 1 ? 1 : 0);
    }
    expect(surges()[0]).toMatchObject({
      merchantId: fixture.merchantId,
      textsInHour: MERCHANT_TEXTS_NOTICE_FROM,
    });
  });
});

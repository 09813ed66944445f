import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../config.ts';
import { seedDemo } from '../demo/seed.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';

/**
 * Who the diner is, by address (request.ip): every per-address limit and the analytics sender
 * read it. Behind a load balancer named in TRUST_PROXY it is the forwarded address; otherwise
 * the peer's, whatever X-Forwarded-For says.
 */
describe('TRUST_PROXY', () => {
  it('reads a hop count, or addresses and CIDR ranges, and refuses anything else', () => {
    expect(readTrustProxy(undefined)).toBeUndefined();
    expect(readTrustProxy(' ')).toBeUndefined();
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['0', '11', 'true', 'loadbalancer', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1'])
      expect(() => readTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('the diner’s address behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test's requests come from loopback: loopback is the load balancer here.
    server = await startTestServer({ seed: seedDemo, env: { TRUST_PROXY: '127.0.0.1,::1' } });
  });
  afterAll(() => server.close());

  const guestRegistration = (forwardedFor: string) =>
    call(server.baseUrl, 'POST', '/api/member/register/guest', {
      merchantId: '1001',
      body: { firstName: 'Ann' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each diner the proxy forwards by their own address, not all as the proxy', async () => {
    // 30 registrations an address per 10 minutes (server/members/guest-limit.ts): one diner
    // spends theirs, and the next diner behind the same proxy still registers.
    let status = 200;
    for (let i = 0; i < 40 && status !== 429; i += 1)
      status = (await guestRegistration('203.0.113.7')).status;
    expect(status).toBe(429);
    expect((await guestRegistration('198.51.100.23')).status).toBe(200);
  });
});

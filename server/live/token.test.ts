import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueLiveToken, type LiveClaims, verifyLiveToken } from './token.ts';

const SECRET = 'a-secret-of-sufficient-length';
const NOW = 1_700_000_000_000;
const claims: LiveClaims = {
  browserId: 'fp-abc',
  tableId: '12',
  merchantId: '1001',
  exp: NOW / 1000 + 60,
};

describe('live token', () => {
  it('round-trips its claims and is URL-safe', () => {
    const token = issueLiveToken(claims, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyLiveToken(token, SECRET, NOW)).toEqual(claims);
  });

  it('refuses an expired token', () => {
    const token = issueLiveToken(claims, SECRET);
    expect(verifyLiveToken(token, SECRET, claims.exp * 1000)).toBeNull();
  });

  it('refuses another secret and a tampered payload', () => {
    const token = issueLiveToken(claims, SECRET);
    expect(verifyLiveToken(token, 'another-secret-just-as-long', NOW)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, tableId: '13' })).toString('base64url');
    expect(verifyLiveToken(`${forged}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const garbage of ['', '.', 'a.b', 'a.b.c', '%%%.###', 'x'.repeat(10_000)]) {
      expect(verifyLiveToken(garbage, SECRET, NOW)).toBeNull();
    }
  });

  it('refuses a validly signed payload with malformed claims', () => {
    // Signs as the documented format does, to reach claim validation behind the signature.
    const signed = (body: unknown): string => {
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      const mac = createHmac('sha256', SECRET).update(payload).digest('base64url');
      return `${payload}.${mac}`;
    };
    expect(verifyLiveToken(signed(claims), SECRET, NOW)).toEqual(claims);
    expect(verifyLiveToken(signed({ ...claims, tableId: 12 }), SECRET, NOW)).toBeNull();
    expect(verifyLiveToken(signed({ ...claims, exp: '9999999999' }), SECRET, NOW)).toBeNull();
    expect(verifyLiveToken(signed([claims]), SECRET, NOW)).toBeNull();
    expect(verifyLiveToken(signed(null), SECRET, NOW)).toBeNull();
    expect(() => issueLiveToken({ ...claims, browserId: '' }, SECRET)).toThrow();
  });

  it('demands a secret long enough to matter', () => {
    expect(() => issueLiveToken(claims, 'short')).toThrow(/16 bytes/);
  });
});

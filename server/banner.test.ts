import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddress, phoneOrigin, staffConsoleLink, startBanner } from './banner.ts';
import type { Database } from './db/database.ts';
import { fileLimitLines, readFileLimit } from './file-limit.ts';

const tables = [
  { merchant_id: '1001', name: 'A1', qrcode_id: '1', server_mode: 0 },
  { merchant_id: '2002', name: 'T1', qrcode_id: '101', server_mode: 1 },
];
const db = {
  kind: 'pglite',
  query: async () => tables,
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('not used');
  },
  close: async () => undefined,
} as unknown as Database;

const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

describe('where a phone on the network finds the server', () => {
  it('takes the first IPv4 address that is not the loopback', () => {
    expect(
      lanAddress({
        lo: [nic('127.0.0.1', 'IPv4', true)],
        eth0: [nic('fe80::1', 'IPv6', false), nic('192.168.1.23', 'IPv4', false)],
        wlan0: [nic('10.0.0.5', 'IPv4', false)],
      }),
    ).toBe('192.168.1.23');
    expect(lanAddress({ lo: [nic('127.0.0.1', 'IPv4', true)] })).toBeNull();
  });

  it('uses the LAN address only when listening everywhere and the public URL is localhost', () => {
    const lan = '192.168.1.23';
    expect(phoneOrigin('http://localhost:8080', '0.0.0.0', lan)).toBe('http://192.168.1.23:8080');
    expect(phoneOrigin('http://localhost:8080', '::', lan)).toBe('http://192.168.1.23:8080');
    expect(phoneOrigin('http://localhost:8080', 'localhost', lan)).toBe('http://localhost:8080');
    expect(phoneOrigin('http://localhost:8080', '0.0.0.0', null)).toBe('http://localhost:8080');
    expect(phoneOrigin('https://pos.example.com', '0.0.0.0', lan)).toBe('https://pos.example.com');
  });
});

describe('startBanner', () => {
  const token = { merchantId: '1001', token: 'tfstaff_abc-DEF_123' };

  it('prints the staff console and a signed-in link per demo token', async () => {
    const banner = await startBanner(db, 'http://localhost:8080', true, [token]);
    expect(banner).toContain('Staff console: http://localhost:8080/staff');
    expect(banner).toContain('merchant 1001: tfstaff_abc-DEF_123');
    expect(banner).toContain(staffConsoleLink('http://localhost:8080', token));
    expect(staffConsoleLink('http://localhost:8080', token)).toBe(
      'http://localhost:8080/staff#merchant=1001&token=tfstaff_abc-DEF_123',
    );
    expect(banner).not.toContain('Scan to sit');
  });

  it('draws the first cloud table’s QR code for a phone, on the LAN address when it can', async () => {
    const banner = await startBanner(db, 'http://localhost:8080', true, [], {
      host: '0.0.0.0',
      terminalQr: true,
      lanAddress: '192.168.1.23',
    });
    expect(banner).toContain(
      'Scan to sit at table A1 from a phone: http://192.168.1.23:8080/m/1001/q/1',
    );
    expect(banner).not.toContain('HOST=0.0.0.0');
    // Half-block characters: two rows of modules per line of text.
    expect(banner).toMatch(/[▀▄█]/);
  });

  it('says how to reach it from a phone when it only listens on localhost', async () => {
    const banner = await startBanner(db, 'http://localhost:8080', false, [], {
      host: 'localhost',
      terminalQr: true,
      lanAddress: '192.168.1.23',
    });
    expect(banner).toContain(
      'Scan to sit at table A1 from a phone: http://localhost:8080/m/1001/q/1',
    );
    expect(banner).toContain('start with HOST=0.0.0.0');
  });
});

describe('the open-file limit in the banner', () => {
  it('names the limit, and how to raise it when it is below what 20,000 diners need', () => {
    expect(fileLimitLines({ soft: 1_048_576, hard: 1_048_576 })).toEqual([
      '  Open files:   1,048,576 (about 1,048,526 live connections)',
    ]);
    const low = fileLimitLines({ soft: 20_000, hard: 20_000 }, 'Operation not permitted');
    expect(low[0]).toBe(
      '  Open files:   20,000 (about 19,950 live connections): fewer than 65,536 wanted, and ' +
        'raising it failed (Operation not permitted).',
    );
    expect(low.join('\n')).toContain('ulimit -Hn 65536');
    expect(fileLimitLines(null)).toEqual([]);
  });

  it('reads this process’s limit', () => {
    const limit = readFileLimit();
    expect(limit?.soft).toBeGreaterThan(0);
    expect(limit?.hard).toBeGreaterThanOrEqual(limit?.soft ?? 0);
  });
});

import { describe, expect, it } from 'vitest';
import { dinerOrigin, tableQrUrl } from './qr-url.ts';

describe('a table QR code’s URL', () => {
  it('is the console’s origin for a cloud merchant', () => {
    expect(tableQrUrl('http://localhost:8080', '1001', 0, '7')).toBe(
      'http://localhost:8080/m/1001/q/7',
    );
  });

  it('names a local-mode merchant’s own subdomain, as the start banner does', () => {
    expect(tableQrUrl('http://localhost:8080', '2002', 1, '101')).toBe(
      'http://2002.localhost:8080/m/2002/q/101',
    );
    expect(dinerOrigin('http://127.0.0.1:8080', '2002', 1)).toBe('http://2002.localhost:8080');
    expect(dinerOrigin('https://pos.example.com', '2002', 1)).toBe('https://2002.pos.example.com');
  });

  it('keeps an IP address as it is: there is no subdomain of one', () => {
    expect(dinerOrigin('http://192.168.1.23:8080', '2002', 1)).toBe('http://192.168.1.23:8080');
  });
});

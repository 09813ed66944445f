import { describe, expect, it } from 'vitest';
import { ServerMode } from '../../domain/model/enums.ts';
import { apiBaseFor } from './base-url.ts';

describe('apiBaseFor', () => {
  it('uses the configured origin in cloud mode', () => {
    expect(apiBaseFor('http://localhost:8080/', '2002', ServerMode.Cloud)).toBe(
      'http://localhost:8080',
    );
  });

  it('prepends the merchant id to the host in local mode, keeping scheme, port and path', () => {
    expect(apiBaseFor('http://localhost:8080', '2002', ServerMode.Local)).toBe(
      'http://2002.localhost:8080',
    );
    expect(apiBaseFor('https://pos.example.com/root/', '2002', ServerMode.Local)).toBe(
      'https://2002.pos.example.com/root',
    );
  });

  it('hangs the subdomain off localhost when the origin is a loopback address', () => {
    expect(apiBaseFor('http://127.0.0.1:8080', '2002', ServerMode.Local)).toBe(
      'http://2002.localhost:8080',
    );
  });

  it("goes to the merchant's own host once when the page is already on one (a printed QR code's)", () => {
    expect(apiBaseFor('http://2002.localhost:8202', '2002', ServerMode.Local)).toBe(
      'http://2002.localhost:8202',
    );
    expect(apiBaseFor('https://2002.pos.example.com', '2002', ServerMode.Local)).toBe(
      'https://2002.pos.example.com',
    );
    // The page on one merchant's host, the call for another's: under the same main host.
    expect(apiBaseFor('http://2002.localhost', '3003', ServerMode.Local)).toBe(
      'http://3003.localhost',
    );
    expect(apiBaseFor('http://192.168.1.5:8080', '2002', ServerMode.Local)).toBe(
      'http://2002.192.168.1.5:8080',
    );
  });

  it('follows a configured host template (Node cannot resolve *.localhost)', () => {
    expect(
      apiBaseFor('http://127.0.0.1:9000', '2002', ServerMode.Local, 'm{merchantId}.test'),
    ).toBe('http://m2002.test:9000');
  });

  it('never writes a merchant id that is not a decimal id into a host name', () => {
    expect(apiBaseFor('http://localhost:8080', 'evil.com/x', ServerMode.Local)).toBe(
      'http://localhost:8080',
    );
    expect(apiBaseFor('http://localhost:8080', null, ServerMode.Local)).toBe(
      'http://localhost:8080',
    );
  });
});

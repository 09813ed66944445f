import { describe, expect, it } from 'vitest';
import { isOwnHostname, parseAuthority, publicHostnameOf, subdomainMerchantId } from './host.ts';

describe('merchant subdomains', () => {
  it('reads the merchant id off {id}.localhost and {id}.{public host}', () => {
    expect(subdomainMerchantId('2002.localhost', 'localhost')).toBe('2002');
    expect(subdomainMerchantId('2002.pos.example.com', 'pos.example.com')).toBe('2002');
    expect(subdomainMerchantId('2002.evil.example', 'pos.example.com')).toBeNull();
    expect(subdomainMerchantId('localhost', 'localhost')).toBeNull();
    expect(subdomainMerchantId('abc.localhost', 'localhost')).toBeNull();
    // An IP address has no subdomains: 1.0.0.1 is not merchant 1 of "0.0.1".
    expect(subdomainMerchantId('10.0.0.1', '0.0.1')).toBeNull();
  });

  it("counts only this server's own names as its origins", () => {
    expect(isOwnHostname('localhost', 'localhost')).toBe(true);
    expect(isOwnHostname('127.0.0.1', 'localhost')).toBe(true);
    expect(isOwnHostname('7.localhost', 'localhost')).toBe(true);
    expect(isOwnHostname('localhost.evil.example', 'localhost')).toBe(false);
  });

  it('parses authorities, refusing what is not one', () => {
    expect(parseAuthority('2002.LocalHost:8080')).toEqual({
      hostname: '2002.localhost',
      port: '8080',
    });
    expect(parseAuthority('localhost')).toEqual({ hostname: 'localhost', port: '' });
    expect(parseAuthority('2002.localhost.:8080')).toEqual({
      hostname: '2002.localhost',
      port: '8080',
    });
    expect(parseAuthority('2002.localhost..')?.hostname).toBe('2002.localhost..');
    for (const bad of [
      undefined,
      '',
      'a b',
      'evil.example/x',
      'user@localhost',
      'localhost:99999',
    ]) {
      expect(parseAuthority(bad)).toBeNull();
    }
    expect(publicHostnameOf('not a url')).toBe('localhost');
    expect(publicHostnameOf('https://pos.example.com:8443/')).toBe('pos.example.com');
    expect(publicHostnameOf('https://pos.example.com.')).toBe('pos.example.com');
  });
});

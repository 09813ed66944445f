import { describe, expect, it } from 'vitest';
import { signClaims, verifySignature } from './signed-token.ts';

const KEY = 'a key of sixteen or more bytes';

describe('signed tokens', () => {
  it('read back what was signed, and nothing another key or a changed payload signed', () => {
    const token = signClaims({ tableId: '501' }, KEY);
    expect(verifySignature(token, KEY)).toEqual({ tableId: '501' });
    expect(verifySignature(token, 'another key of sixteen bytes')).toBeNull();
    const [payload = '', signature = ''] = token.split('.');
    const changed = Buffer.from('{"tableId":"502"}').toString('base64url');
    expect(verifySignature(`${changed}.${signature}`, KEY)).toBeNull();
    expect(verifySignature(`${payload}.${signature}.x`, KEY)).toBeNull();
  });

  it('have one spelling: padding or stray characters in the signature make it no token', () => {
    const token = signClaims({ tableId: '501' }, KEY);
    for (const respelled of [`${token}=`, `${token}==`, `${token}!`, `${token} `, `${token}\n`])
      expect(verifySignature(respelled, KEY), JSON.stringify(respelled)).toBeNull();
  });
});

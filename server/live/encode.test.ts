import { describe, expect, it } from 'vitest';
import { encodeLiveMessage, MAX_RELAY_BYTES, withJson } from './methods.ts';

describe('a message whose data comes serialized already', () => {
  const data = {
    cartRowVersion: 7,
    note: 'naïve "quotes" 桌號',
    lines: [{ id: '1900000000000000001' }],
  };

  it('is the same bytes as serializing the data in the message', () => {
    const plain = encodeLiveMessage({ fromBrowserId: 'server', messageType: 'x', data });
    const spliced = encodeLiveMessage({
      fromBrowserId: 'server',
      messageType: 'x',
      data: withJson({ ...data }, JSON.stringify(data)),
    });
    expect(spliced).toEqual(plain);
  });

  it('stays the same object to every other reader', () => {
    const shared = withJson({ ...data }, JSON.stringify(data));
    expect(shared).toEqual(data);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(data));
  });

  it('is held to the same size limit', () => {
    const big = { text: 'x'.repeat(MAX_RELAY_BYTES) };
    const encoded = encodeLiveMessage({
      fromBrowserId: 'server',
      messageType: 'x',
      data: withJson(big, JSON.stringify(big)),
    });
    expect(encoded.ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkHubUrl } from './hub-url.ts';
import { readLiveMessage } from './message.ts';

describe('readLiveMessage', () => {
  it('keeps a well-framed message and its data as sent', () => {
    const message = {
      fromBrowserId: 'fp-2',
      messageType: 'placeOrder',
      data: { submitName: 'Ada' },
    };
    expect(readLiveMessage(message)).toEqual(message);
    expect(readLiveMessage({ fromBrowserId: 'fp-2', messageType: 'clearCart' })).toEqual({
      fromBrowserId: 'fp-2',
      messageType: 'clearCart',
      data: null,
    });
  });

  it('drops what is not a message', () => {
    for (const raw of [
      null,
      'x',
      [],
      { messageType: 'x' },
      { fromBrowserId: 1, messageType: 'x' },
    ]) {
      expect(readLiveMessage(raw)).toBeNull();
    }
  });
});

describe('checkHubUrl', () => {
  it('accepts absolute http(s) URLs as they are', () => {
    const url = 'https://pos.example.com/live?access_token=a.b';
    expect(checkHubUrl(url)).toBe(url);
  });
});

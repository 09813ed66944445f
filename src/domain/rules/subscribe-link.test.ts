import { describe, expect, it } from 'vitest';
import { readSubscribeLink } from './subscribe-link.ts';

describe('a subscribe link (issue 15 item 14)', () => {
  it('sets the flag on a yes, and leaves the address without the parameter', () => {
    expect(readSubscribeLink('?subscribe=1')).toEqual({ subscribe: true, search: '' });
    expect(readSubscribeLink('?a=2&subscribe=TRUE&b=3')).toEqual({
      subscribe: true,
      search: '?a=2&b=3',
    });
  });

  it('sets nothing on anything else, and drops only its own parameter', () => {
    expect(readSubscribeLink('?subscribe=0&a=1')).toEqual({ subscribe: false, search: '?a=1' });
    expect(readSubscribeLink('?a=1')).toEqual({ subscribe: false, search: '?a=1' });
    expect(readSubscribeLink('')).toEqual({ subscribe: false, search: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { strategyFor } from './routes.ts';

const ORIGIN = 'https://tablefold.example';
const facts = (path: string, method = 'GET', mode = 'cors') => ({
  method,
  mode,
  url: new URL(path, ORIGIN),
  origin: ORIGIN,
});

describe('which cache answers a request', () => {
  it('keeps the shell, the build, the last menu and the pictures', () => {
    expect(strategyFor(facts('/m/1001/q/abc', 'GET', 'navigate'))).toBe('navigation');
    expect(strategyFor(facts('/assets/main-abc.js'))).toBe('asset');
    expect(strategyFor(facts('/api/member/merchant/products-by-categories?merchantId=1001'))).toBe(
      'lastReply',
    );
    expect(strategyFor(facts('/api/merchant/tiny-merchant?merchantId=1001'))).toBe('lastReply');
    expect(strategyFor(facts('/images/701.svg'))).toBe('image');
  });

  it('never caches what is personal, a write, the staff console or another origin', () => {
    expect(strategyFor(facts('/api/shoppingCart?merchantId=1001'))).toBe('network');
    expect(strategyFor(facts('/api/member'))).toBe('network');
    expect(strategyFor(facts('/api/shoppingCart', 'POST'))).toBe('network');
    expect(strategyFor(facts('/staff/orders', 'GET', 'navigate'))).toBe('network');
    expect(
      strategyFor({ ...facts('/assets/x.js'), url: new URL('https://cdn.example/assets/x.js') }),
    ).toBe('network');
  });
});

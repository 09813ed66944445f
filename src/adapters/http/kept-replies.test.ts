import { describe, expect, it } from 'vitest';
import { type KeptReplies, keepingReplies, keptReplyKey, keptReplyUrl } from './kept-replies.ts';

const ORIGIN = 'https://tablefold.example';
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const setUp = (open?: KeptReplies['open']) => {
  const puts: { key: string; body: Promise<string> }[] = [];
  const failures: unknown[] = [];
  const keep = keepingReplies({
    origin: ORIGIN,
    open:
      open ??
      (async () => ({
        put: async (key, reply) => {
          puts.push({ key: String(key), body: reply.text() });
        },
      })),
    onFailure: (error) => failures.push(error),
  });
  return { keep, puts, failures };
};

const menu = `${ORIGIN}/api/member/merchant/products-by-categories?merchantId=1001`;

describe('the menu replies the worker read are kept for a reload offline', () => {
  it('keeps the menu and the merchant under their URL and language', async () => {
    const { keep, puts } = setUp();
    keep({ method: 'GET', url: menu, languagecode: 'zh-TW', text: '{"menu":"zh"}' });
    keep({ method: 'GET', url: menu, languagecode: 'en-US', text: '{"menu":"en"}' });
    await settled();
    expect(puts.map((put) => put.key)).toEqual([
      keptReplyKey(menu, 'zh-TW'),
      keptReplyKey(menu, 'en-US'),
    ]);
    expect(keptReplyKey(menu, 'zh-TW')).not.toBe(keptReplyKey(menu, 'en-US'));
    // The service worker falls back to another language's: it finds the URL again.
    expect(keptReplyUrl(keptReplyKey(menu, 'zh-TW'))).toBe(menu);
    expect(await puts[0]?.body).toBe('{"menu":"zh"}');
  });

  it('keeps nothing personal, no write and nothing of another origin', async () => {
    const { keep, puts } = setUp();
    const reply = { languagecode: 'en-US', text: '{}' };
    keep({ ...reply, method: 'GET', url: `${ORIGIN}/api/shoppingCart?merchantId=1001` });
    keep({ ...reply, method: 'POST', url: `${ORIGIN}/api/member/merchant/home` });
    keep({ ...reply, method: 'GET', url: 'https://1001.localhost:8080/api/member/merchant/home' });
    await settled();
    expect(puts).toEqual([]);
  });

  it('says once that storage refused, however many replies it could not keep', async () => {
    const { keep, failures } = setUp(() => Promise.reject(new Error('storage refused')));
    const reply = { method: 'GET', url: menu, languagecode: 'en-US', text: '{}' };
    keep(reply);
    keep(reply);
    await settled();
    expect(failures).toEqual([new Error('storage refused')]);
  });
});

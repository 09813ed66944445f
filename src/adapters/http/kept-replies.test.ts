import { describe, expect, it } from 'vitest';
import type { Fetch } from './client.ts';
import { keepingReplies } from './kept-replies.ts';

const ORIGIN = 'https://tablefold.example';

const setUp = (status = 200) => {
  const puts: { url: string; body: Promise<string> }[] = [];
  const server: Fetch = async () => new Response('{"menu":true}', { status });
  const fetch = keepingReplies(server, {
    origin: ORIGIN,
    open: async () => ({
      put: async (url, reply) => {
        puts.push({ url: String(url), body: reply.text() });
      },
    }),
    onFailure: (error) => {
      throw error;
    },
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { fetch, puts, settled };
};

describe('the menu replies the worker reads are kept for a reload offline', () => {
  it('keeps the menu and the merchant, and the caller still reads the whole reply', async () => {
    const { fetch, puts, settled } = setUp();
    const url = `${ORIGIN}/api/member/merchant/products-by-categories?merchantId=1001`;
    const reply = await fetch(url, { method: 'GET' });
    expect(await reply.text()).toBe('{"menu":true}');
    await fetch(`${ORIGIN}/api/merchant/tiny-merchant?id=1001`);
    await settled();
    expect(puts.map((put) => put.url)).toEqual([
      url,
      `${ORIGIN}/api/merchant/tiny-merchant?id=1001`,
    ]);
    expect(await puts[0]?.body).toBe('{"menu":true}');
  });

  it('keeps nothing personal, no write, no failure and nothing of another origin', async () => {
    const { fetch, puts, settled } = setUp();
    await fetch(`${ORIGIN}/api/shoppingCart?merchantId=1001`);
    await fetch(`${ORIGIN}/api/member/merchant/home`, { method: 'POST' });
    await fetch('https://1001.localhost:8080/api/member/merchant/home');
    await setUp(503).fetch(`${ORIGIN}/api/member/merchant/home`);
    await settled();
    expect(puts).toEqual([]);
  });

  it('says why a reply could not be kept, and the call still succeeds', async () => {
    const failures: unknown[] = [];
    const fetch = keepingReplies(async () => new Response('{}'), {
      origin: ORIGIN,
      open: () => Promise.reject(new Error('storage refused')),
      onFailure: (error) => failures.push(error),
    });
    const reply = await fetch(`${ORIGIN}/api/member/merchant/home`);
    expect(reply.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual([new Error('storage refused')]);
  });
});

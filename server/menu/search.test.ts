import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import type { MenuProduct } from './present.ts';
import { normaliseKeyword } from './search.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const search = (keyword: string, locale = 'en-US', merchantId = '1001') =>
  call<MenuProduct[]>(
    server.baseUrl,
    'GET',
    `/api/member/merchant/search?merchantId=${merchantId}&keyword=${encodeURIComponent(keyword)}`,
    { locale },
  );
const names = async (keyword: string, locale = 'en-US') =>
  (await search(keyword, locale)).body.data.map((product) => product.name);

describe('GET /api/member/merchant/search', () => {
  it('finds English names, ignoring case and surrounding spaces', async () => {
    expect(await names('  DUMPLINGS ')).toEqual([
      'Pork & chive dumplings (10)',
      'Shrimp dumplings (6)',
      'Vegetable dumplings (10)',
      'Soup dumplings (6)',
      'Crab roe soup dumplings (6)',
    ]);
  });

  it('finds Chinese names and answers in the request locale either way', async () => {
    expect(await names('牛肉')).toEqual(['Braised beef noodle soup']);
    expect(await names('noodle', 'zh-TW')).toContain('紅燒牛肉麵');
    expect(await names('ｎｏｏｄｌｅ')).toContain('Dan dan noodles');
  });

  it('finds aliases, and never the off-shelf dish', async () => {
    expect(await names('xlb')).toEqual(['Soup dumplings (6)']);
    expect(await names('beef shank')).toEqual([]);
  });

  it('takes %, _, \\ and a regular expression’s own characters literally', async () => {
    for (const keyword of ['%', '_', '\\', 'pork_', '.*', 'a|b', '[', '^', '$', '\\d'])
      expect(await names(keyword), keyword).toEqual([]);
    expect(await names('pork & chive')).toEqual(['Pork & chive dumplings (10)']);
    expect(await names('(10)')).toContain('Pork & chive dumplings (10)');
  });

  it('finds a Latin word where a word starts, a Chinese one anywhere', async () => {
    const tea = await names('tea');
    expect(tea.length).toBeGreaterThan(0);
    expect(tea.every((name) => /(^|[^a-z])tea/i.test(name))).toBe(true);
    expect(tea).not.toContain('Steamed rice');
    expect(await names('umpling')).toEqual([]);
  });

  it('finds a dish by every word, in any order, dashes read as spaces', async () => {
    expect(await names('pork dumpling')).toEqual(['Pork & chive dumplings (10)']);
    expect(await names('dumplings shrimp')).toEqual(['Shrimp dumplings (6)']);
    expect(await names('dan-dan')).toEqual(['Dan dan noodles']);
    expect(await names('pork noodles')).toEqual([]);
    // A plural finds the dish named in the singular, as the app's own search does.
    expect(await names('noodles')).toContain('Braised beef noodle soup');
    expect(await names('noodles')).toContain('Dan dan noodles');
  });

  it('answers nothing for an empty keyword', async () => {
    const reply = await search('   ');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('refuses a keyword over 100 characters, a missing one, and unknown merchants', async () => {
    expect((await search('a'.repeat(100))).status).toBe(200);
    expect((await search('a'.repeat(101))).status).toBe(400);
    expect((await search('b'.repeat(5000))).status).toBe(400);
    const missing = await call(
      server.baseUrl,
      'GET',
      '/api/member/merchant/search?merchantId=1001',
    );
    expect(missing.status).toBe(400);
    expect((await search('tea', 'en-US', '404')).status).toBe(404);
    expect((await search('tea', 'en-US', 'x')).status).toBe(400);
  });

  it("searches only the asked merchant's menu", async () => {
    expect(await names('chips')).toEqual([]);
    const harbour = await search('chips', 'zh-TW', '2002');
    expect(harbour.body.data.map((product) => product.name)).toEqual(['炸魚薯條']);
  });
});

describe('keyword normalising', () => {
  it('folds case and spaces', () => {
    expect(normaliseKeyword('  Beef   NOODLE ')).toBe('beef noodle');
  });
});

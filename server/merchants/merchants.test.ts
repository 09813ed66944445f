import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { demoFacts } from '../demo/facts.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { rawCall } from './raw-call.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
  port = new URL(server.baseUrl).port;
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

// json-bigint reads ids below 2^53 as numbers, as the web app does.
interface Info {
  id: number;
  shortName: string;
  desc: string;
  img: string;
  serverMode: number;
  necessarySettingValues: { templateEnum: number; value: string }[];
}
const info = (reply: { body: { data: unknown } | null }) =>
  (reply.body?.data as { value: { data: Info } }).value.data;

const tiny = (query: string, locale = 'en-US') =>
  call(server.baseUrl, 'GET', `/api/merchant/tiny-merchant?${query}`, { locale });

describe('GET /api/merchant/tiny-merchant', () => {
  it('answers the asked settings in data.value.data, in English', async () => {
    const reply = await tiny('id=1001&settingValueEnums=18001&settingValueEnums=18002');
    expect(reply.status).toBe(200);
    expect(info(reply)).toEqual({
      id: 1001,
      shortName: 'Lotus House',
      desc: 'Dumplings, noodles and tea, made by hand since 1998.',
      img: '/images/lotus-lotus.svg',
      serverMode: 0,
      necessarySettingValues: [
        { templateEnum: 18001, value: 'true' },
        { templateEnum: 18002, value: 'false' },
      ],
      // Not in the spec's merchant info: the reference POS says what its prices are in.
      currency: 'USD',
    });
    // The id is a JSON number, as the POS writes ids.
    expect(reply.text).toContain('"id":1001');
  });

  it('answers in Traditional Chinese, with comma and bracket lists of settings', async () => {
    const reply = await tiny(
      'id=1001&settingValueEnums=18005,8003&settingValueEnums[]=18001',
      'zh-TW',
    );
    expect(info(reply).shortName).toBe('蓮花小館');
    expect(info(reply).necessarySettingValues).toEqual([
      { templateEnum: 8003, value: '120' },
      { templateEnum: 18001, value: 'true' },
      { templateEnum: 18005, value: '#f6821f' },
    ]);
  });

  it('answers every setting when none is asked, and leaves out asked ones never set', async () => {
    expect(info(await tiny('id=1001')).necessarySettingValues).toHaveLength(4);
    expect(info(await tiny('id=1001&settingValueEnums=1000')).necessarySettingValues).toEqual([]);
  });

  it('tells a local-mode merchant apart', async () => {
    const reply = await tiny('id=2002', 'zh-TW');
    expect(info(reply)).toMatchObject({ shortName: '港灣小館', serverMode: 1 });
  });

  it('answers an unknown merchant with a 404 envelope in the asked language', async () => {
    const reply = await tiny('id=999', 'zh-TW');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, code: 404, msg: '找不到此餐廳。', data: null });
    expect((await tiny('id=9223372036854775808')).status).toBe(400);
  });

  it.each([
    ['', 'a missing id'],
    ['id=abc', 'a non-numeric id'],
    [`id=${'1'.repeat(30)}`, 'a 30-digit id'],
    ['id=1001&id=2002', 'a repeated id'],
    ['id=1001&settingValueEnums=abc', 'a setting that is not an id'],
    [
      `id=1001&settingValueEnums=${Array.from({ length: 201 }, (_, i) => i).join(',')}`,
      'too many settings',
    ],
  ])('refuses %s (%s) with 400', async (query) => {
    const reply = await tiny(query);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 400 });
  });
});

describe('the local-mode subdomain {merchantId}.localhost', () => {
  const onHost = (host: string, path: string) =>
    rawCall(server.baseUrl, 'GET', path, { host: `${host}:${port}`, languagecode: 'en-US' });

  it("answers the merchant's own settings: the web app's second call", async () => {
    const path = '/api/merchant/tiny-merchant?id=2002&settingValueEnums=18001,18002,18005,8003';
    const reply = await onHost('2002.localhost', path);
    expect(reply.status).toBe(200);
    expect(info(reply).necessarySettingValues).toEqual([
      { templateEnum: 8003, value: '90' },
      { templateEnum: 18001, value: 'false' },
      { templateEnum: 18002, value: 'true' },
      { templateEnum: 18005, value: '#1f6fb2' },
    ]);
  });

  it('takes the merchant from the host when the id is left out', async () => {
    const reply = await onHost('2002.localhost', '/api/merchant/tiny-merchant');
    expect(info(reply).id).toBe(2002);
  });

  it.each([
    ['1001.localhost', '/api/merchant/tiny-merchant?id=1001', 'a cloud-mode merchant'],
    ['2002.localhost', '/api/merchant/tiny-merchant?id=1001', "another merchant's id"],
    ['9999.localhost', '/api/merchant/tiny-merchant', 'an unknown merchant'],
    ['02002.localhost', '/api/merchant/tiny-merchant', 'a non-canonical id'],
    ['2002.localhost', '/api/member/merchant/home?merchantId=1001', "another merchant's home"],
  ])('answers 404 on %s for %s (%s)', async (host, path) => {
    const reply = await onHost(host, path);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, code: 404 });
  });
});

interface Home {
  id: number;
  shortName: string;
  themePrimaryColor: string;
  productCount: number;
  categories: {
    id: string;
    name: string;
    nameI18n: Record<string, string>;
    productCount: number;
    img: string;
  }[];
}

describe('GET /api/member/merchant/home', () => {
  const home = (query: string, locale = 'en-US', merchantId?: string) =>
    call<Home>(server.baseUrl, 'GET', `/api/member/merchant/home${query}`, { locale, merchantId });

  it('sums up the merchant and its categories in English', async () => {
    const reply = await home('?merchantId=1001');
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({
      id: 1001,
      shortName: 'Lotus House',
      themePrimaryColor: '#f6821f',
    });
    expect(data.categories.map((c) => c.name)).toEqual([
      'Dumplings',
      'Noodles',
      'Rice',
      'Small plates',
      'Drinks',
      'Desserts',
    ]);
    // The off-shelf dish is not on the menu, so not counted.
    expect(data.productCount).toBe(demoFacts.productCount - 1);
    expect(data.categories[0]).toMatchObject({
      productCount: 7,
      img: '/images/dumplings-cream.svg',
    });
  });

  it('answers in Chinese, and reads the merchantId header when the query has none', async () => {
    const data = (await home('', 'zh-TW', '2002')).body.data;
    expect(data.shortName).toBe('港灣小館');
    expect(data.themePrimaryColor).toBe('#1f6fb2');
    expect(data.categories.map((c) => c.name)).toEqual(['主餐', '飲品']);
    expect(data.categories[0]?.nameI18n).toEqual({ 'en-US': 'Mains', 'zh-TW': '主餐' });
  });

  it('refuses a missing or malformed merchant id, and 404s an unknown one', async () => {
    expect((await home('')).status).toBe(400);
    expect((await home('?merchantId=12a')).status).toBe(400);
    expect((await home(`?merchantId=${'9'.repeat(30)}`)).status).toBe(400);
    expect((await home('?merchantId=77')).status).toBe(404);
  });
});

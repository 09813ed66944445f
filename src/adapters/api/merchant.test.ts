import { Effect } from 'effect';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ServerMode } from '../../domain/model/enums.ts';
import type { MerchantInfo } from '../../domain/model/merchant.ts';
import { checkCall } from '../testing/call-case.fixture.ts';
import { ORIGIN, jsonText, okText, run, server, useMsw } from '../testing/msw.fixture.ts';
import { asPosJson } from '../testing/replies.fixture.ts';
import { getMerchantHome, getTinyMerchant } from './merchant.ts';

useMsw();

const info: MerchantInfo = {
  id: '1001',
  shortName: '蓮花小館',
  desc: '水餃',
  img: '/images/lotus.svg',
  serverMode: ServerMode.Cloud,
  necessarySettingValues: [
    { templateEnum: 8003, value: '30' },
    { templateEnum: 18001, value: 'true' },
  ],
};

const settingIds = ['18001', '18002', '18005', '8003'];

describe('merchant calls', () => {
  it('GET /api/merchant/tiny-merchant asks for the web settings and unwraps data.value.data', async () => {
    await checkCall({
      effect: getTinyMerchant({ merchantId: '1001' }),
      method: 'get',
      path: '/api/merchant/tiny-merchant',
      query: { id: '1001', settingValueEnums: settingIds },
      reply: `{"value":{"data":${asPosJson(info)}}}`,
      expected: info,
    });
  });

  it('reads a setting value written bare as its text', async () => {
    const bare =
      '{"value":{"data":{"id":1001,"necessarySettingValues":[{"templateEnum":8003,"value":30}]}}}';
    await checkCall({
      effect: getTinyMerchant({ merchantId: '1001', settingValueEnums: [8003] }),
      method: 'get',
      path: '/api/merchant/tiny-merchant',
      query: { id: '1001', settingValueEnums: '8003' },
      reply: bare,
      expected: {
        id: '1001',
        shortName: '',
        desc: '',
        img: '',
        serverMode: ServerMode.Cloud,
        necessarySettingValues: [{ templateEnum: 8003, value: '30' }],
      },
    });
  });

  it('asks a local-mode merchant’s own subdomain, with its id in the headers', async () => {
    const local = { ...info, id: '2002', serverMode: ServerMode.Local };
    await checkCall({
      effect: getTinyMerchant({ merchantId: '2002', serverMode: ServerMode.Local }),
      method: 'get',
      base: 'http://2002.api.test',
      path: '/api/merchant/tiny-merchant',
      query: { id: '2002', settingValueEnums: settingIds },
      headers: { merchantid: '2002' },
      reply: `{"value":{"data":${asPosJson(local)}}}`,
      expected: local,
    });
  });

  it('shares two concurrent identical requests as one', async () => {
    let requests = 0;
    server.use(
      http.get(`${ORIGIN}/api/merchant/tiny-merchant`, async () => {
        requests += 1;
        await delay(30);
        return jsonText(okText(`{"value":{"data":${asPosJson(info)}}}`));
      }),
    );
    const twice = Effect.all(
      [getTinyMerchant({ merchantId: '1001' }), getTinyMerchant({ merchantId: '1001' })],
      {
        concurrency: 'unbounded',
      },
    );
    expect(await run(twice)).toEqual([info, info]);
    expect(requests).toBe(1);
  });

  it('GET /api/member/merchant/home reads the welcome page', async () => {
    const home = {
      id: '1001',
      shortName: '蓮花小館',
      desc: '水餃',
      img: '',
      serverMode: ServerMode.Cloud,
      themePrimaryColor: '#f6821f',
      productCount: 5,
      categories: [
        {
          id: '601',
          menuId: '1',
          name: '水餃',
          nameI18n: { 'en-US': 'Dumplings', 'zh-TW': '水餃' },
          sort: 1,
          productCount: 5,
          img: '/images/dumplings.svg',
        },
      ],
    };
    await checkCall({
      effect: getMerchantHome({ merchantId: '1001' }),
      method: 'get',
      path: '/api/member/merchant/home',
      query: { merchantId: '1001' },
      reply: asPosJson(home),
      expected: home,
    });
  });
});

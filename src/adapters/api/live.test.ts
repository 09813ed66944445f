import { describe, it } from 'vitest';
import { checkCall } from '../testing/call-case.fixture.ts';
import { useMsw } from '../testing/msw.fixture.ts';
import { negotiateLiveChannel } from './live.ts';

useMsw();

describe('live-channel address', () => {
  it('GET api/system/web-pub-sub/scan-order-negotiate reads the hub URL', async () => {
    const hubUrl = 'http://api.test/live?access_token=abc.def';
    await checkCall({
      effect: negotiateLiveChannel({ browserId: 'fp-1', tableId: '12' }),
      method: 'get',
      path: '/api/system/web-pub-sub/scan-order-negotiate',
      query: { userId: 'fp-1', tableId: '12' },
      headers: { tableid: '12' },
      reply: JSON.stringify(hubUrl),
      expected: hubUrl,
    });
  });
});

import { describe, it } from 'vitest';
import { checkCall } from '../testing/call-case.fixture.ts';
import { useMsw } from '../testing/msw.fixture.ts';
import { BIG_ID } from '../testing/replies.fixture.ts';
import { checkOrderCode, getTableByQrcode, sendOrderCodeMessage } from './table.ts';

useMsw();

describe('table calls', () => {
  it('GET api/merchant/table/qrcode/info/{qrcodeId} reads the table', async () => {
    await checkCall({
      effect: getTableByQrcode({ qrcodeId: '7' }),
      method: 'get',
      path: '/api/merchant/table/qrcode/info/7',
      reply: `{"tableId":${BIG_ID},"tableName":"A1"}`,
      expected: { tableId: BIG_ID, tableName: 'A1' },
    });
  });

  it('GET /api/merchant/table/order-code/valid/{code} checks the code for the table', async () => {
    await checkCall({
      effect: checkOrderCode({ code: '1234', tableId: '501' }),
      method: 'get',
      path: '/api/merchant/table/order-code/valid/1234',
      headers: { tableid: '501' },
      reply: 'true',
      expected: true,
    });
  });

  it('POST /api/merchant/message/send-order-code-message sends the table id', async () => {
    await checkCall({
      effect: sendOrderCodeMessage({ tableId: '501' }),
      method: 'post',
      path: '/api/merchant/message/send-order-code-message',
      body: { tableId: '501' },
      reply: 'null',
      expected: undefined,
    });
  });
});

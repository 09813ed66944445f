import { describe, it } from 'vitest';
import { RegistrationState } from '../../domain/model/enums.ts';
import { checkCall } from '../testing/call-case.fixture.ts';
import { useMsw } from '../testing/msw.fixture.ts';
import { BIG_ID, asPosJson, member } from '../testing/replies.fixture.ts';
import {
  getCoupons,
  getMember,
  login,
  registerGuest,
  requestLoginCode,
  updateMember,
} from './member.ts';

useMsw();

const profile = {
  phone: '+12125550123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  mail: 'ada@example.com',
  birthday: 1210,
  languagePreference: 'en-US',
  status: 1,
  isSubPromotion: true,
};

describe('member calls', () => {
  it('POST /api/member/phone/code sends the phone and keeps what makes this client the asker', async () => {
    await checkCall({
      effect: requestLoginCode({ phone: '+12125550123' }),
      method: 'post',
      path: '/api/member/phone/code',
      body: { phone: '+12125550123' },
      reply: '{"codeRequest":"s3cret"}',
      expected: 's3cret',
    });
    // Asking again for the phone: the secret held goes along, so one page asks for both codes.
    await checkCall({
      effect: requestLoginCode({ phone: '+12125550123', codeRequest: 's3cret' }),
      method: 'post',
      path: '/api/member/phone/code',
      body: { phone: '+12125550123', codeRequest: 's3cret' },
      reply: '{"codeRequest":"s3cret"}',
      expected: 's3cret',
    });
    // A server that answers no secret (older, or another POS): the login goes without one.
    await checkCall({
      effect: requestLoginCode({ phone: '+12125550123' }),
      method: 'post',
      path: '/api/member/phone/code',
      body: { phone: '+12125550123' },
      reply: 'null',
      expected: null,
    });
  });

  it('POST /api/member/login sends the asker’s secret when it has one', async () => {
    await checkCall({
      effect: login({
        phone: '+12125550123',
        code: '123456',
        languagePreference: 'en-US',
        codeRequest: 's3cret',
      }),
      method: 'post',
      path: '/api/member/login',
      body: {
        code: '123456',
        phone: '+12125550123',
        autoRegister: true,
        autoReceiveCoupon: false,
        autoFillingName: false,
        languagePreference: 'en-US',
        codeRequest: 's3cret',
      },
      reply: asPosJson(member),
      expected: member,
    });
  });

  it('POST /api/member/login sends the spec’s fixed flags and reads the member', async () => {
    await checkCall({
      effect: login({ phone: '+12125550123', code: '123456', languagePreference: 'zh-TW' }),
      method: 'post',
      path: '/api/member/login',
      body: {
        code: '123456',
        phone: '+12125550123',
        autoRegister: true,
        autoReceiveCoupon: false,
        autoFillingName: false,
        languagePreference: 'zh-TW',
      },
      reply: asPosJson(member),
      expected: member,
    });
  });

  it('GET /api/member reads a member with a 64-bit id', async () => {
    const big = { ...member, id: BIG_ID };
    await checkCall({
      effect: getMember(),
      method: 'get',
      path: '/api/member',
      reply: asPosJson(big),
      expected: big,
    });
  });

  it('PUT /api/member writes name as first, a space, last', async () => {
    await checkCall({
      effect: updateMember(profile),
      method: 'put',
      path: '/api/member',
      body: { ...profile, name: 'Ada Lovelace' },
      reply: asPosJson(member),
      expected: member,
    });
  });

  it('POST /api/member/register/guest reads an unregistered member without extras', async () => {
    const guest = {
      ...member,
      phone: '',
      birthday: null,
      registrationState: RegistrationState.Unregistered,
      platformExtraInfo: null,
      levelExpirationTime: null,
    };
    await checkCall({
      effect: registerGuest({ firstName: 'Ada' }),
      method: 'post',
      path: '/api/member/register/guest',
      body: { firstName: 'Ada', lastName: '' },
      reply: asPosJson({ ...guest, platformExtraInfo: undefined, birthday: undefined }),
      expected: guest,
    });
  });

  it('GET /api/member/coupons reads a page of coupons', async () => {
    const coupon = {
      id: '3001',
      userCouponId: '3001',
      couponId: '31',
      userId: '7001',
      name: '10% off',
      couponType: 0,
      discountType: 1,
      discountValue: 10,
      thresholdAmount: 20,
      maxDiscountAmount: 5,
      validUntil: '2026-12-31T00:00:00.000Z',
      state: 0,
    };
    await checkCall({
      effect: getCoupons({ state: 'available', page: 2, size: 15 }),
      method: 'get',
      path: '/api/member/coupons',
      query: { state: 'available', page: '2', size: '15' },
      reply: asPosJson({ list: [coupon], total: 16, page: 2, size: 15 }),
      expected: {
        list: [{ ...coupon, usedAt: null, usedOrderId: null, usedOrderSerial: null }],
        total: 16,
        page: 2,
        size: 15,
      },
    });
  });

  it('issue 15 item 13: a used coupon says when and on which order', async () => {
    const used = {
      id: '3002',
      userCouponId: '3002',
      couponId: '31',
      userId: '7001',
      name: '10% off',
      couponType: 0,
      discountType: 1,
      discountValue: 10,
      thresholdAmount: 20,
      maxDiscountAmount: 5,
      validUntil: '2026-12-31T00:00:00.000Z',
      state: 1,
      usedAt: '2026-11-20T18:42:00.000Z',
      usedOrderId: '1900000000000000001',
      usedOrderSerial: '0042',
    };
    await checkCall({
      effect: getCoupons({ state: 'used' }),
      method: 'get',
      path: '/api/member/coupons',
      query: { state: 'used' },
      reply: asPosJson({ list: [used], total: 1, page: 1, size: 15 }),
      expected: { list: [used], total: 1, page: 1, size: 15 },
    });
  });
});

import type { Locale } from '../../src/domain/model/enums.ts';

/**
 * Texts this slice needs that the shared catalogue (http/messages.ts) lacks; they travel as an
 * ApiError's detail, already in the request's language.
 */
const texts = {
  dinerRequired: {
    'en-US': 'Log in, or send a Guest-Account-Identifier, to use the cart.',
    'zh-TW': '請先登入，或提供訪客識別碼後再使用購物車。',
  },
  tableRequired: {
    'en-US': 'The tableId header is required. Please scan the table QR code again.',
    'zh-TW': '缺少桌位資訊，請重新掃描桌上的 QR Code。',
  },
  quantityTooLarge: {
    'en-US': 'A cart line may hold at most 999.',
    'zh-TW': '每項商品數量最多 999。',
  },
  pointsNeedMember: {
    'en-US': 'Please log in as a member to exchange points.',
    'zh-TW': '請登入會員後再使用點數兌換。',
  },
  invalidGuestNumber: {
    'en-US': 'The number of guests must be a whole number from 1 to 99.',
    'zh-TW': '用餐人數須為 1 到 99 的整數。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type CartTextId = keyof typeof texts;

export const cartText = (id: CartTextId, locale: Locale): string => texts[id][locale];

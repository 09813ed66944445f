import type { Locale } from '../../src/domain/model/enums.ts';
import { ApiError } from '../http/api-error.ts';

/** The staff API's own messages (http/messages.ts is shared and stays as it is). */
const catalogue = {
  orderModified: {
    'en-US': 'The order was changed in the meantime. Reload it and try again.',
    'zh-TW': '訂單已被其他人變更，請重新載入後再試。',
  },
  orderHaveCheckout: {
    'en-US': 'This order is closed (checked out, cancelled or merged) or already paid in full.',
    'zh-TW': '此訂單已結帳、取消、合併或已全額付款。',
  },
  orderNotPaid: {
    'en-US': 'The order is not paid in full yet.',
    'zh-TW': '訂單尚未全額付款。',
  },
  dishesWaiting: {
    'en-US': 'Some dishes have not gone to the kitchen: send or void them before completing.',
    'zh-TW': '仍有餐點尚未送廚房：請先送出或作廢，再完成訂單。',
  },
  orderHasPayments: {
    'en-US': 'The order has payments; it cannot be cancelled or merged.',
    'zh-TW': '訂單已有付款，無法取消或合併。',
  },
  itemNotFound: { 'en-US': 'This item is not on the order.', 'zh-TW': '訂單中沒有此品項。' },
  productNotFound: { 'en-US': 'This product was not found.', 'zh-TW': '找不到此商品。' },
  voidTooMuch: {
    'en-US': 'You cannot void more than the item’s remaining quantity.',
    'zh-TW': '作廢數量不可超過品項剩餘數量。',
  },
  notWeighed: {
    'en-US': 'This item is not sold by weight.',
    'zh-TW': '此品項不是秤重商品。',
  },
  nothingToWeigh: {
    'en-US': 'This item is voided: there is nothing left to weigh.',
    'zh-TW': '此品項已作廢，沒有可秤重的數量。',
  },
  gramsOrFactor: {
    'en-US': 'Give the weight as either grams or factor (exactly one of them).',
    'zh-TW': '請以 grams 或 factor 其中之一（只能一個）提供重量。',
  },
  sameOrder: {
    'en-US': 'An order cannot be merged into itself.',
    'zh-TW': '訂單不能合併到自己。',
  },
  nothingToAdjust: {
    'en-US': 'The adjustment comes to nothing.',
    'zh-TW': '此折扣或加價金額為零。',
  },
  amountOrPercent: {
    'en-US': 'Give either an amount or a percent, not both.',
    'zh-TW': '請提供金額或百分比其中之一。',
  },
  settingsEmpty: {
    'en-US': 'Name at least one setting to change.',
    'zh-TW': '請至少提供一項要變更的設定。',
  },
  invalidColour: {
    'en-US': 'ThemePrimaryColor must be a hex colour such as #f6821f.',
    'zh-TW': 'ThemePrimaryColor 必須是十六進位色碼，例如 #f6821f。',
  },
  requestNotFound: {
    'en-US': 'This request was not found.',
    'zh-TW': '找不到此請求。',
  },
  availabilityEmpty: {
    'en-US': 'Give soldOut, offShelf or both.',
    'zh-TW': '請提供 soldOut 或 offShelf。',
  },
  veganNotVegetarian: {
    'en-US': 'A vegan dish is vegetarian too: vegan true needs vegetarian true (or null).',
    'zh-TW': '純素餐點也是素食：vegan 為 true 時，vegetarian 須為 true（或 null）。',
  },
  unknownAllergen: {
    'en-US':
      'Unknown allergen “{code}”: use gluten, peanuts, treeNuts, shellfish, fish, dairy, egg, soy or sesame.',
    'zh-TW':
      '無法辨識的過敏原「{code}」：請使用 gluten、peanuts、treeNuts、shellfish、fish、dairy、egg、soy 或 sesame。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type StaffMessageId = keyof typeof catalogue;

export const staffMessage = (id: StaffMessageId, locale: Locale): string => catalogue[id][locale];

/** §8's declared order codes, and the reference POS's own for what §8 does not name. */
export const StaffCode = {
  orderHaveCheckout: 11000,
  orderModified: 12000,
  orderNotPaid: 4050,
  orderHasPayments: 4051,
  dishesWaiting: 4052,
} as const;

export const staffError = (
  code: number,
  httpStatus: number,
  id: StaffMessageId,
  locale: Locale,
  data: unknown = null,
): ApiError =>
  new ApiError(
    code,
    httpStatus === 404 ? 'notFound' : 'badRequest',
    httpStatus,
    data,
    staffMessage(id, locale),
  );

export const staffBadRequest = (id: StaffMessageId, locale: Locale): ApiError =>
  staffError(400, 400, id, locale);

import type { Locale } from '../../src/domain/model/enums.ts';

/** The server's own messages, in both locales; `msg` of an error envelope is one of these. */
const catalogue = {
  badRequest: { 'en-US': 'The request is not valid.', 'zh-TW': '請求內容無效。' },
  malformedJson: {
    'en-US': 'The request body is not valid JSON.',
    'zh-TW': '請求內容不是有效的 JSON。',
  },
  bodyTooLarge: { 'en-US': 'The request body is too large.', 'zh-TW': '請求內容過大。' },
  // Input the server refuses before any route reads it ({field} names where it was found)
  textHasNul: {
    'en-US': '{field} contains a NUL character.',
    'zh-TW': '{field} 含有 NUL 字元。',
  },
  textHasLoneSurrogate: {
    'en-US': '{field} contains an unpaired UTF-16 surrogate.',
    'zh-TW': '{field} 含有不成對的 UTF-16 代理字元。',
  },
  nestedTooDeep: {
    'en-US': 'The request body is nested more than {depth} levels deep.',
    'zh-TW': '請求內容的巢狀層數超過 {depth} 層。',
  },
  numberTooLong: {
    'en-US': 'A number in the request body is longer than {numberLength} characters.',
    'zh-TW': '請求內容中的數字超過 {numberLength} 個字元。',
  },
  invalidIdHeader: {
    'en-US': '{field} is not a valid id.',
    'zh-TW': '{field} 不是有效的編號。',
  },
  unsupportedMediaType: {
    'en-US': 'The request body must be JSON (Content-Type: application/json).',
    'zh-TW': '請求內容必須是 JSON（Content-Type: application/json）。',
  },
  unsupportedEncoding: {
    'en-US': 'The request body must be sent uncompressed (no Content-Encoding).',
    'zh-TW': '請求內容必須以未壓縮的形式傳送（不可有 Content-Encoding）。',
  },
  unsupportedCharset: {
    'en-US': 'The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).',
    'zh-TW': '請求內容必須是 UTF-8（Content-Type: application/json; charset=utf-8）。',
  },
  badUrl: {
    'en-US': 'The address is not valid: a percent escape is malformed.',
    'zh-TW': '網址無效：百分比編碼格式錯誤。',
  },
  uriTooLong: { 'en-US': 'The address is too long.', 'zh-TW': '網址過長。' },
  headersTooLarge: {
    'en-US': 'The request headers are too large.',
    'zh-TW': '請求標頭過大。',
  },
  requestTimeout: {
    'en-US': 'The request took too long to arrive.',
    'zh-TW': '請求傳送逾時。',
  },
  notFound: { 'en-US': 'Not found.', 'zh-TW': '找不到資源。' },
  unauthorized: { 'en-US': 'Please log in again.', 'zh-TW': '請重新登入。' },
  forbidden: { 'en-US': 'You may not do that.', 'zh-TW': '您沒有權限執行此操作。' },
  internal: {
    'en-US': 'Something went wrong. Please try again later.',
    'zh-TW': '發生錯誤，請稍後再試。',
  },
  merchantNotFound: { 'en-US': 'This restaurant was not found.', 'zh-TW': '找不到此餐廳。' },
  tableNotFound: { 'en-US': 'This table was not found.', 'zh-TW': '找不到此桌位。' },
  tableUnavailable: { 'en-US': 'This table is not available.', 'zh-TW': '此桌位暫不可用。' },
  orderNotFound: { 'en-US': 'This order was not found.', 'zh-TW': '找不到此訂單。' },
  orderSubmitted: { 'en-US': 'This order has already been submitted.', 'zh-TW': '此訂單已送出。' },
  shoppingCartUpdated: {
    'en-US': 'The cart was updated by someone else at your table.',
    'zh-TW': '購物車已被同桌其他人更新。',
  },
  guestModeDoesNotSupportPlacingOrders: {
    'en-US': 'Guests cannot place orders here. Please log in.',
    'zh-TW': '訪客無法在此下單，請先登入。',
  },
  pleaseAddItAgainToYourCart: {
    'en-US': 'An item changed. Please add it to your cart again.',
    'zh-TW': '餐點已變更，請重新加入購物車。',
  },
  itemOffShelfOrSoldOut: {
    'en-US': 'An item is sold out or no longer available.',
    'zh-TW': '有餐點已售完或已下架。',
  },
  onlyOneMessagePerMinute: {
    'en-US': 'Only one message per minute.',
    'zh-TW': '每分鐘只能發送一則簡訊。',
  },
  oneIpThreeMessagesPerMinute: {
    'en-US': 'One IP can receive the message three times in a minute.',
    'zh-TW': '同一 IP 每分鐘最多接收三次簡訊。',
  },
  // The phone's hour, not its minute (4290's words): asking again in a minute would not help.
  tooManyCodesToPhone: {
    'en-US': 'This phone number has had too many codes. Please try again later.',
    'zh-TW': '此手機號碼收到的驗證碼已達上限，請稍後再試。',
  },
  signUpRequired: { 'en-US': 'Please sign up first.', 'zh-TW': '請先註冊。' },
  codeIncorrect: {
    'en-US': 'The code is incorrect or has expired.',
    'zh-TW': '驗證碼錯誤或已過期。',
  },
  orderCodeRequired: {
    'en-US': 'Please enter the table’s order code.',
    'zh-TW': '請輸入桌位點餐碼。',
  },
  orderCodeIncorrect: { 'en-US': 'The order code is incorrect.', 'zh-TW': '點餐碼錯誤。' },
  seatRequired: {
    'en-US': 'Scan the QR code on your table to order here.',
    'zh-TW': '請掃描桌上的 QR Code 點餐。',
  },
  seatEnded: {
    'en-US': 'This table’s session has ended. Please scan the QR code again.',
    'zh-TW': '此桌的點餐已結束，請重新掃描 QR Code。',
  },
  tableCleared: {
    'en-US': 'The staff just cleared this table. Please add your dish again.',
    'zh-TW': '店家剛清空本桌，請重新加入您的餐點。',
  },
  tableFull: {
    'en-US': 'This table already has too many diners. Please ask the staff.',
    'zh-TW': '此桌用餐人數已達上限，請洽詢店員。',
  },
  dinerCartFull: {
    'en-US': 'Your cart is full. Remove a dish or place the order first.',
    'zh-TW': '您的購物車已滿，請先移除餐點或送出訂單。',
  },
  tableCartFull: {
    'en-US': 'The table’s cart is full. Place the order first.',
    'zh-TW': '本桌購物車已滿，請先送出訂單。',
  },
  tooManyDiners: {
    'en-US': 'This table’s cart has as many diners as the table has seats.',
    'zh-TW': '本桌購物車的用餐者數已達上限。',
  },
  seatNotYours: {
    'en-US': 'That id belongs to another diner.',
    'zh-TW': '該識別碼屬於其他用餐者。',
  },
  cartEmpty: { 'en-US': 'The cart is empty.', 'zh-TW': '購物車是空的。' },
  couponUnavailable: { 'en-US': 'This coupon cannot be used.', 'zh-TW': '此優惠券無法使用。' },
  notEnoughPoints: { 'en-US': 'Not enough points.', 'zh-TW': '點數不足。' },
  orderClosed: { 'en-US': 'The order is closed.', 'zh-TW': '訂單已結束。' },
  tooManyRequests: { 'en-US': 'Too many requests. Please wait.', 'zh-TW': '請求過多，請稍候。' },
  // Cart and order details
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
    'zh-TW': '每項餐點數量最多 999。',
  },
  weightOutOfRange: {
    'en-US': 'The weight of a dish sold by weight must be from 50 g to 5 kg.',
    'zh-TW': '秤重餐點的重量須介於 50 公克到 5 公斤之間。',
  },
  pointsNeedMember: {
    'en-US': 'Please log in as a member to exchange points.',
    'zh-TW': '請登入會員後再使用點數兌換。',
  },
  invalidGuestNumber: {
    'en-US': 'The number of guests must be a whole number from 1 to 99.',
    'zh-TW': '用餐人數須為 1 到 99 的整數。',
  },
  // Members
  merchantIdRequired: {
    'en-US': 'The merchantId header is required.',
    'zh-TW': '缺少 merchantId 標頭。',
  },
  nameTooLong: { 'en-US': 'A name can be at most 50 characters.', 'zh-TW': '名字最多 50 個字元。' },
  phoneTaken: {
    'en-US': 'This phone number belongs to another member.',
    'zh-TW': '此手機號碼已屬於其他會員。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageId = keyof typeof catalogue;

export const message = (id: MessageId, locale: Locale): string => catalogue[id][locale];

/** A message with its `{name}` placeholders filled in, e.g. the field a refusal is about. */
export const messageWith = (
  id: MessageId,
  locale: Locale,
  values: Readonly<Record<string, string | number>>,
): string =>
  message(id, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

import type { Locale } from '../../src/domain/model/enums.ts';
import {
  type DomainMessageKey,
  domainMessageDefaults,
} from '../../src/domain/errors/message-keys.ts';

/**
 * The texts this slice emits beyond server/http/messages.ts: the domain's validation keys (their
 * en-US text is the domain's own default, so the two never drift) and a few of the slice's own.
 */
const domainZhTw: Partial<Record<DomainMessageKey, string>> = {
  phoneRequired: '請輸入手機號碼',
  phoneInvalid: '請輸入有效的手機號碼',
  codeRequired: '請輸入驗證碼',
  codeInvalid: '驗證碼為 6 位數字',
  nameRequired: '請輸入名字與姓氏',
  birthdayRequired: '請選擇生日',
  birthdayInvalid: '所選月份沒有這一天',
  emailRequired: '請輸入電子郵件',
  emailFormatIncorrect: '電子郵件格式不正確',
};

const own = {
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

export type MemberMessageKey = DomainMessageKey | keyof typeof own;

const isOwn = (key: MemberMessageKey): key is keyof typeof own => key in own;

export const memberMessage = (key: MemberMessageKey, locale: Locale): string => {
  if (isOwn(key)) return own[key][locale];
  return (locale === 'zh-TW' ? domainZhTw[key] : undefined) ?? domainMessageDefaults[key];
};

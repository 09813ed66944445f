import type { Locale } from '../../src/domain/model/enums.ts';
import { message } from '../http/messages.ts';
import {
  type DomainMessageKey,
  domainMessageDefaults,
} from '../../src/domain/errors/message-keys.ts';

/**
 * The domain's validation keys in both languages (their
 * en-US text is the domain's own default, so the two never drift), and the slice's keys of http/messages.ts.
 */
const domainZhTw: Partial<Record<DomainMessageKey, string>> = {
  phoneRequired: '請輸入手機號碼',
  phoneInvalid: '請輸入有效的手機號碼',
  codeRequired: '請輸入驗證碼',
  codeInvalid: '驗證碼為 6 位數字',
  nameRequired: '請輸入名字',
  lastNameRequired: '請輸入姓氏',
  birthdayRequired: '請選擇生日',
  birthdayInvalid: '所選月份沒有這一天',
  emailRequired: '請輸入電子郵件',
  emailFormatIncorrect: '電子郵件格式不正確',
};

const ownKeys = ['merchantIdRequired', 'nameTooLong', 'phoneTaken'] as const;
type OwnKey = (typeof ownKeys)[number];

export type MemberMessageKey = DomainMessageKey | OwnKey;

const isOwn = (key: MemberMessageKey): key is OwnKey =>
  (ownKeys as readonly string[]).includes(key);

export const memberMessage = (key: MemberMessageKey, locale: Locale): string => {
  if (isOwn(key)) return message(key, locale);
  return (locale === 'zh-TW' ? domainZhTw[key] : undefined) ?? domainMessageDefaults[key];
};

import enUS from '../../../locales/en-US.json';
import zhTW from '../../../locales/zh-TW.json';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import { Locale } from '../../domain/model/enums.ts';

/** Every message id, typed from the source locale: a typo is a compile error. */
export type MessageId = keyof typeof enUS;

// Fails to compile when the domain can emit a key the source locale lacks.
export const domainKeysAreMessages: [Exclude<DomainMessageKey, MessageId>] extends [never]
  ? true
  : never = true;

export type Messages = Readonly<Record<MessageId, string>>;

/**
 * Both catalogues ship with the first view: together they are a few kilobytes, less than a
 * second round trip on a table's Wi-Fi would cost when the diner switches language.
 * messages.test.ts keeps zh-TW's keys equal to en-US's.
 */
export const messagesFor = (locale: Locale): Messages =>
  locale === Locale.ZhTW ? (zhTW as Messages) : enUS;

declare global {
  // react-intl reads this to type every message id it is given.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

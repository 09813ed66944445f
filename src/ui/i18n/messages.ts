import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enUS from '../../../locales/en-US.json';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import { Locale } from '../../domain/model/enums.ts';

/** Every message id, typed from the source locale: a typo is a compile error. */
export type MessageId = keyof typeof enUS;

// Fails to compile when the domain can emit a key the source locale lacks.
export const domainKeysAreMessages: [Exclude<DomainMessageKey, MessageId>] extends [never]
  ? true
  : never = true;

/** Message text, or its ICU tree when a build precompiled it (react-intl takes either). */
export type Messages =
  Readonly<Record<MessageId, string>> | Readonly<Record<MessageId, MessageFormatElement[]>>;

/**
 * Each catalogue is its own chunk, fetched for the language a diner reads (a build ships them
 * precompiled, tools/build/compiled-messages.ts). messages.test.ts keeps zh-TW's keys equal to
 * en-US's.
 */
const catalogues: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  [Locale.EnUS]: () => import('../../../locales/en-US.json'),
  [Locale.ZhTW]: () => import('../../../locales/zh-TW.json'),
};

const loaded = new Map<Locale, Messages>();

/** Fetches a catalogue once; start-up awaits the route's before the first render. */
export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const ready = loaded.get(locale);
  if (ready !== undefined) return ready;
  const messages = (await catalogues[locale]()).default;
  loaded.set(locale, messages);
  return messages;
};

/** The catalogue if it has arrived, else undefined. */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded.get(locale);

/** Any catalogue that has arrived: shown while another language's is on its way. */
export const anyLoadedMessages = (): { locale: Locale; messages: Messages } | undefined => {
  const first = [...loaded.entries()][0];
  return first === undefined ? undefined : { locale: first[0], messages: first[1] };
};

declare global {
  // react-intl reads this to type every message id it is given.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

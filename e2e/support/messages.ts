import enUS from '../../locales/en-US.json';
import staffEnUS from '../../locales/staff/en-US.json';
import staffZhTW from '../../locales/staff/zh-TW.json';
import zhTW from '../../locales/zh-TW.json';

export type Lang = 'en-US' | 'zh-TW';
type Key = keyof typeof enUS;

/** The text the app shows for a message, as the locale files say (ICU arguments filled in). */
export const text = (lang: Lang, key: Key, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce(
    (message, [name, value]) =>
      message.replaceAll(`{${name}}`, value).replaceAll(`{${name}, number}`, value),
    (lang === 'en-US' ? enUS : zhTW)[key],
  );

export const prefix = (lang: Lang): string => (lang === 'zh-TW' ? '/zh-tw' : '');

type StaffKey = keyof typeof staffEnUS;

/** The staff console's text for a message (locales/staff), ICU arguments filled in. */
export const staffText = (
  lang: Lang,
  key: StaffKey,
  values: Record<string, string | number> = {},
): string =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    (lang === 'en-US' ? staffEnUS : staffZhTW)[key],
  );

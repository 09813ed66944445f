import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type staffEnUS from '../../../locales/staff/en-US.json';
import { Locale } from '../../domain/model/enums.ts';

/** Every message id of the console, typed from its source catalogue: a typo is a compile error. */
export type StaffMessageId = keyof typeof staffEnUS;

/** Message text, or its ICU tree when a build precompiled it (tools/build/compiled-messages.ts). */
export type StaffMessages =
  | Readonly<Record<StaffMessageId, string>>
  | Readonly<Record<StaffMessageId, MessageFormatElement[]>>;

/**
 * The console's own catalogues (locales/staff): the diner's first view never carries them. Each
 * language is its own chunk, fetched when chosen.
 */
const catalogues: Readonly<Record<Locale, () => Promise<{ default: StaffMessages }>>> = {
  [Locale.EnUS]: () => import('../../../locales/staff/en-US.json'),
  [Locale.ZhTW]: () => import('../../../locales/staff/zh-TW.json'),
};

const loaded = new Map<Locale, StaffMessages>();

export const loadStaffMessages = async (locale: Locale): Promise<StaffMessages> => {
  const ready = loaded.get(locale);
  if (ready !== undefined) return ready;
  const messages = (await catalogues[locale]()).default;
  loaded.set(locale, messages);
  return messages;
};

/** A message to show, said where it arises (a form check, a client failure) and put in words by the UI. */
export interface StaffMessage {
  readonly id: StaffMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

import type staffEnUS from '../../../locales/staff/en-US.json';
import { Locale } from '../../domain/model/enums.ts';
import { type CompiledCatalogue, compiled } from '../../ui/i18n/message-format/elements.ts';

/** Every message id of the console, typed from its source catalogue: a typo is a compile error. */
export type StaffMessageId = keyof typeof staffEnUS;

/** The console's catalogue of one language: each message's ICU tree (tools/build/compiled-messages.ts). */
export type StaffMessages = CompiledCatalogue<StaffMessageId>;

/**
 * The console's own catalogues (locales/staff): the diner's first view never carries them. Each
 * language is its own chunk, fetched when chosen.
 */
const catalogues: Readonly<Record<Locale, () => Promise<{ default: typeof staffEnUS }>>> = {
  [Locale.EnUS]: () => import('../../../locales/staff/en-US.json'),
  [Locale.ZhTW]: () => import('../../../locales/staff/zh-TW.json'),
};

const loaded = new Map<Locale, StaffMessages>();

export const loadStaffMessages = async (locale: Locale): Promise<StaffMessages> => {
  const ready = loaded.get(locale);
  if (ready !== undefined) return ready;
  const messages = compiled((await catalogues[locale]()).default);
  loaded.set(locale, messages);
  return messages;
};

/** A message to show, said where it arises (a form check, a client failure) and put in words by the UI. */
export interface StaffMessage {
  readonly id: StaffMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

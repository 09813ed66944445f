import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { quotedStrings } from '../../../tools/testing/sources.ts';
import enUS from '../../../locales/en-US.json';
import zhTW from '../../../locales/zh-TW.json';
import { domainMessageDefaults, domainMessageKeys } from '../../domain/errors/message-keys.ts';

const UI_ROOT = join(import.meta.dirname, '..');

/** Every quoted string in the UI's source. */
const quotedInUi = quotedStrings(UI_ROOT);

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    const nested =
      element.type === TYPE.plural || element.type === TYPE.select
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return [element.value, ...nested];
  });

const enKeys = Object.keys(enUS);
const zhKeys = Object.keys(zhTW);
const en = enUS as Record<string, string>;
const zh = zhTW as Record<string, string>;

/** The keys a flat catalogue writes more than once: JSON keeps the last, silently. */
const keysWrittenTwice = (file: string): string[] => {
  const keys = [...readFileSync(file, 'utf8').matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map(
    (match) => match[1] ?? '',
  );
  return keys.filter((key, index) => keys.indexOf(key) !== index);
};

describe('locales', () => {
  it('writes each key once in every catalogue, the staff console’s too', () => {
    const root = join(import.meta.dirname, '../../../locales');
    for (const file of ['en-US.json', 'zh-TW.json', 'staff/en-US.json', 'staff/zh-TW.json'])
      expect({ file, twice: keysWrittenTwice(join(root, file)) }).toEqual({ file, twice: [] });
  });

  it('zh-TW has every en-US key and no other', () => {
    expect(enKeys.filter((key) => !(key in zh))).toEqual([]);
    expect(zhKeys.filter((key) => !(key in en))).toEqual([]);
  });

  it('holds every key the domain can emit, with the domain default as the en-US text', () => {
    for (const key of domainMessageKeys) expect(en[key]).toBe(domainMessageDefaults[key]);
  });

  it('has no key the UI never uses, unless the domain emits it', () => {
    const domain = new Set<string>(domainMessageKeys);
    expect(enKeys.filter((key) => !domain.has(key) && !quotedInUi.has(key))).toEqual([]);
  });

  it('parses every message, with the same arguments in both languages', () => {
    for (const key of enKeys) {
      const enArgs = new Set(argumentsOf(parse(en[key] ?? '')));
      const zhArgs = new Set(argumentsOf(parse(zh[key] ?? '')));
      expect({ key, args: [...zhArgs].sort() }).toEqual({ key, args: [...enArgs].sort() });
      expect(zh[key]?.trim(), key).not.toBe('');
    }
  });

  it('speaks to the diner as 您 and weighs in 公克 in zh-TW (issue 15 item 13)', () => {
    const informal = Object.entries(zh).filter(([, value]) => value.includes('你'));
    const bareGram = Object.entries(zh).filter(([, value]) => /(^|[^公])克/.test(value));
    expect({ informal, bareGram }).toEqual({ informal: [], bareGram: [] });
  });

  it('sets a person’s or dish’s name next to the Chinese text in zh-TW, no space between', () => {
    const spaced = Object.entries(zh).filter(([, value]) =>
      /\{(name|who|dish)\} \p{Script=Han}|\p{Script=Han} \{(who|dish)\}/u.test(value),
    );
    expect(spaced).toEqual([]);
  });
});

import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { quotedStrings } from '../../../tools/testing/sources.ts';
import enUS from '../../../locales/staff/en-US.json';
import zhTW from '../../../locales/staff/zh-TW.json';

const STAFF_ROOT = join(import.meta.dirname, '..');

/** Every quoted string in the console's source. */
const quoted = quotedStrings(STAFF_ROOT);

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.tag) return [element.value, ...argumentsOf(element.children)];
    const nested =
      element.type === TYPE.plural || element.type === TYPE.select
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return [element.value, ...nested];
  });

const en: Record<string, string> = enUS;
const zh: Record<string, string> = zhTW;

describe('the staff console’s catalogues (locales/staff)', () => {
  it('zh-TW has every en-US key and no other', () => {
    expect(Object.keys(en).filter((key) => !(key in zh))).toEqual([]);
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
  });

  it('has no key the console never uses', () => {
    expect(Object.keys(en).filter((key) => !quoted.has(key))).toEqual([]);
  });

  it('parses every message, with the same arguments and tags in both languages', () => {
    for (const key of Object.keys(en)) {
      const enArgs = [...new Set(argumentsOf(parse(en[key] ?? '')))].sort();
      const zhArgs = [...new Set(argumentsOf(parse(zh[key] ?? '')))].sort();
      expect({ key, args: zhArgs }).toEqual({ key, args: enArgs });
      expect(zh[key]?.trim(), key).not.toBe('');
    }
  });

  it('speaks to the staff as 您 and weighs in 公克', () => {
    const informal = Object.entries(zh).filter(([, value]) => value.includes('你'));
    const bareGram = Object.entries(zh).filter(([, value]) => /(^|[^公])克/.test(value));
    expect({ informal, bareGram }).toEqual({ informal: [], bareGram: [] });
  });
});

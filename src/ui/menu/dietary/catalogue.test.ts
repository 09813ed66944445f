import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { quotedStrings } from '../../../../tools/testing/sources.ts';
import enUS from '../../../../locales/dietary/en-US.json';
import zhTW from '../../../../locales/dietary/zh-TW.json';
import { ALLERGENS } from '../../../domain/model/dietary.ts';
import { allergenName } from './text.ts';

const en: Record<string, string> = enUS;
const zh: Record<string, string> = zhTW;
const quotedInUi = quotedStrings(join(import.meta.dirname, '../..'));

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

describe('the dietary catalogue (locales/dietary)', () => {
  it('zh-TW has every en-US key and no other', () => {
    expect(Object.keys(en).filter((key) => !(key in zh))).toEqual([]);
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
  });

  it('has no key the UI never uses, and a name for every allergen', () => {
    expect(Object.keys(en).filter((key) => !quotedInUi.has(key))).toEqual([]);
    for (const allergen of ALLERGENS) expect(en[allergenName[allergen]]).toBeDefined();
  });

  it('parses every message, with the same arguments in both languages', () => {
    for (const key of Object.keys(en)) {
      const enArgs = [...new Set(argumentsOf(parse(en[key] ?? '')))].sort();
      const zhArgs = [...new Set(argumentsOf(parse(zh[key] ?? '')))].sort();
      expect({ key, args: zhArgs }).toEqual({ key, args: enArgs });
      expect(zh[key]?.trim(), key).not.toBe('');
    }
  });

  it('speaks to the diner as 您, in Traditional Chinese', () => {
    const informal = Object.entries(zh).filter(([, value]) => value.includes('你'));
    // A few characters that differ between the scripts, as a tripwire for Simplified text.
    const simplified = Object.entries(zh).filter(([, value]) => /[过类显选择没请务员]/.test(value));
    expect({ informal, simplified }).toEqual({ informal: [], simplified: [] });
  });
});

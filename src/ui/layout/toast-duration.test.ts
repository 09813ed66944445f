import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import zhTW from '../../../locales/zh-TW.json';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { domainMessageKeys } from '../../domain/errors/message-keys.ts';
import { readingLength, TOAST_LONGEST_MS, toastDurationMs } from './toast-duration.ts';

const en = enUS as Record<string, string>;
const zh = zhTW as Record<string, string>;

describe('readingLength', () => {
  it('counts a letter, digit, space or mark as 1 and a Chinese character as 4', () => {
    expect(readingLength('This order is closed')).toBe(20);
    expect(readingLength('此訂單已結束')).toBe(6 * 4);
    expect(readingLength('請掃描桌上的 QR Code 點餐。')).toBe(8 * 4 + 9 + 1);
  });

  it('reads runs of white space as one space and ignores it at the ends', () => {
    expect(readingLength('  Sold\n\n out  ')).toBe('Sold out'.length);
  });
});

describe('toastDurationMs', () => {
  it('keeps spec §9’s 2000 ms for a short toast, in both languages', () => {
    expect(toastDurationMs('This order is closed')).toBe(TOAST_DURATION_MS);
    expect(toastDurationMs('此訂單已結束')).toBe(TOAST_DURATION_MS);
    expect(toastDurationMs('下單失敗')).toBe(TOAST_DURATION_MS);
    expect(toastDurationMs('')).toBe(TOAST_DURATION_MS);
  });

  it('gives a long toast the time to read it, about 67 ms a letter', () => {
    const said =
      "Pork & chive dumplings (10) was ordered before your change got through. Ask the staff if you don't want it.";
    expect(toastDurationMs(said)).toBe(Math.round((said.length * 1000) / 15));
    expect(toastDurationMs(said)).toBeGreaterThan(7000);
  });

  it('gives the zh-TW words about as long as the en-US ones', () => {
    const enSaid =
      "Pork & chive dumplings (10) was ordered before your change got through. Ask the staff if you don't want it.";
    const zhSaid = '您的修改送達前，韭菜豬肉水餃（10 顆）已隨訂單送出。若不需要，請洽詢店員。';
    // 29 characters at 4 letters each, 9 marks, digits and spaces.
    expect(toastDurationMs(zhSaid)).toBe(Math.round(((29 * 4 + 9) * 1000) / 15));
    expect(toastDurationMs(zhSaid) / toastDurationMs(enSaid)).toBeCloseTo(1.15, 1);
  });

  it('never keeps a toast past TOAST_LONGEST_MS, however long the server’s words', () => {
    expect(toastDurationMs('word '.repeat(400))).toBe(TOAST_LONGEST_MS);
    expect(toastDurationMs('字'.repeat(200))).toBe(TOAST_LONGEST_MS);
  });

  it('takes about as long for each toast in either catalogue', () => {
    for (const key of domainMessageKeys) {
      const ratio = toastDurationMs(zh[key] ?? '') / toastDurationMs(en[key] ?? '');
      expect([key, ratio > 0.6 && ratio < 1.6]).toEqual([key, true]);
    }
  });
});

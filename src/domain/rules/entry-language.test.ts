import { describe, expect, it } from 'vitest';
import { Locale } from '../model/enums.ts';
import { addressInPreferredLanguage, preferredLocale } from './entry-language.ts';

describe('preferredLocale', () => {
  it('keeps the language the diner chose here over the browser’s', () => {
    expect(preferredLocale(Locale.EnUS, ['zh-TW', 'zh'])).toBe(Locale.EnUS);
    expect(preferredLocale(Locale.ZhTW, ['en-US'])).toBe(Locale.ZhTW);
  });

  it('takes the first browser language the app speaks, any Chinese as zh-TW', () => {
    expect(preferredLocale(null, ['zh-TW', 'en'])).toBe(Locale.ZhTW);
    expect(preferredLocale(null, ['zh_HK'])).toBe(Locale.ZhTW);
    expect(preferredLocale(null, ['ja-JP', 'zh-CN', 'en'])).toBe(Locale.ZhTW);
    expect(preferredLocale(null, ['fr-FR', 'en-GB', 'zh-TW'])).toBe(Locale.EnUS);
  });

  it('falls back to the default when the browser names nothing it speaks', () => {
    expect(preferredLocale(null, [])).toBe(Locale.EnUS);
    expect(preferredLocale(null, ['ko-KR', 'zhx', 'english'])).toBe(Locale.EnUS);
  });
});

describe('addressInPreferredLanguage', () => {
  it('opens a plain QR landing or the root in Chinese for a Chinese reader, query and hash kept', () => {
    expect(addressInPreferredLanguage('/m/1001/q/42', Locale.ZhTW)).toBe('/zh-tw/m/1001/q/42');
    expect(addressInPreferredLanguage('/m/1001/q/42/?devtools=1#x', Locale.ZhTW)).toBe(
      '/zh-tw/m/1001/q/42/?devtools=1#x',
    );
    expect(addressInPreferredLanguage('/', Locale.ZhTW)).toBe('/zh-tw');
    expect(addressInPreferredLanguage('/?merchantId=1001', Locale.ZhTW)).toBe(
      '/zh-tw?merchantId=1001',
    );
  });

  it('leaves English readers, Chinese addresses and any other plain page as they are', () => {
    expect(addressInPreferredLanguage('/m/1001/q/42', Locale.EnUS)).toBeNull();
    expect(addressInPreferredLanguage('/zh-tw/m/1001/q/42', Locale.ZhTW)).toBeNull();
    expect(addressInPreferredLanguage('/ZH-TW', Locale.ZhTW)).toBeNull();
    expect(addressInPreferredLanguage('/merchant/1001/order', Locale.ZhTW)).toBeNull();
    expect(addressInPreferredLanguage('/m/1001/q/abc', Locale.ZhTW)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { Locale } from '../model/enums.ts';
import { openingAddress, preferredLocale } from './entry-language.ts';

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

describe('openingAddress', () => {
  it('opens a plain QR landing or the root in Chinese for a Chinese reader, query and hash kept', () => {
    expect(openingAddress('/m/1001/q/42', null, Locale.ZhTW)).toBe('/zh-tw/m/1001/q/42');
    expect(openingAddress('/m/1001/q/42/?devtools=1#x', null, Locale.ZhTW)).toBe(
      '/zh-tw/m/1001/q/42/?devtools=1#x',
    );
    expect(openingAddress('/', null, Locale.ZhTW)).toBe('/zh-tw');
  });

  it('takes where start-up leads into the preferred language, from any plain page', () => {
    expect(openingAddress('/?merchantId=1001', '/merchant/1001/order', Locale.ZhTW)).toBe(
      '/zh-tw/merchant/1001/order',
    );
    expect(
      openingAddress(
        '/merchant/1001/order?merchantId=1001&qrcodeId=42',
        '/m/1001/q/42',
        Locale.ZhTW,
      ),
    ).toBe('/zh-tw/m/1001/q/42');
    expect(openingAddress('/?merchantId=1001', '/merchant/1001/order', Locale.EnUS)).toBe(
      '/merchant/1001/order',
    );
    expect(
      openingAddress('/zh-tw?merchantId=1001', '/zh-tw/merchant/1001/order', Locale.EnUS),
    ).toBe('/zh-tw/merchant/1001/order');
  });

  it('leaves English readers, Chinese addresses and any other plain page as they are', () => {
    expect(openingAddress('/m/1001/q/42', null, Locale.EnUS)).toBeNull();
    expect(openingAddress('/zh-tw/m/1001/q/42', null, Locale.ZhTW)).toBeNull();
    expect(openingAddress('/ZH-TW', null, Locale.ZhTW)).toBeNull();
    expect(openingAddress('/merchant/1001/order', null, Locale.ZhTW)).toBeNull();
    expect(openingAddress('/m/1001/q/abc', null, Locale.ZhTW)).toBeNull();
  });
});

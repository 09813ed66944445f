import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../model/enums.ts';
import {
  localeFromPath,
  localeFromRouteName,
  localizePath,
  normaliseLocale,
  routeNameSuffix,
  stripLocalePrefix,
} from './locale.ts';

describe('locale from path', () => {
  it.each([
    ['/merchant/1/order', 'en-US'],
    ['/zh-tw/merchant/1/order', 'zh-TW'],
    ['/zh-tw', 'zh-TW'],
    ['/ZH-TW?x=1', 'zh-TW'],
    ['/zh-twx/merchant', 'en-US'],
  ])('%s → %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it.each([
    ['/zh-tw/merchant/1', '/merchant/1'],
    ['/zh-tw', '/'],
    ['/zh-tw?a=1', '/?a=1'],
    ['/merchant/1', '/merchant/1'],
  ])('strips %s to %s', (path, bare) => {
    expect(stripLocalePrefix(path)).toBe(bare);
  });
});

describe('localizePath', () => {
  it.each([
    ['/merchant/1/order', 'zh-TW', '/zh-tw/merchant/1/order'],
    ['/zh-tw/merchant/1/order', 'en-US', '/merchant/1/order'],
    ['/zh-tw/merchant/1/order', 'zh-TW', '/zh-tw/merchant/1/order'],
    ['/', 'zh-TW', '/zh-tw'],
    ['/?merchantId=1', 'zh-TW', '/zh-tw?merchantId=1'],
    ['/#top', 'zh-TW', '/zh-tw#top'],
    ['/zh-tw', 'en-US', '/'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('property: round-trips: the localised path reads back as its locale and strips to the bare path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const bare = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(bare, fc.constantFrom(...locales), (path, locale) => {
        const localized = localizePath(path, locale);
        expect(localeFromPath(localized)).toBe(path.startsWith('/zh-tw') ? 'zh-TW' : locale);
        expect(localizePath(localized, locale)).toBe(localized);
      }),
      { numRuns: 300 },
    );
  });
});

describe('route names', () => {
  it('suffixes the locale', () => {
    expect(routeNameSuffix('en-US')).toBe('___en-us');
    expect(routeNameSuffix('zh-TW')).toBe('___zh-tw');
    expect(localeFromRouteName('merchant-merchantId-order___zh-tw')).toBe('zh-TW');
    expect(localeFromRouteName('merchant-merchantId-order___en-us')).toBe('en-US');
    expect(localeFromRouteName('notFound')).toBeNull();
  });
});

describe('normaliseLocale', () => {
  it.each([
    ['zh-CN', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh_Hant', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['en-GB', 'en-US'],
    ['fr', 'en-US'],
    ['zhx', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(normaliseLocale(tag)).toBe(locale);
  });
});

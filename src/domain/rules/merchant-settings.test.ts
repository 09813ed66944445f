import { describe, expect, it } from 'vitest';
import { MerchantSetting } from '../model/merchant.ts';
import { isCssHexColour, readWebSettings, webSettingIds } from './merchant-settings.ts';

const S = MerchantSetting;

describe('readWebSettings', () => {
  it('applies the spec defaults when nothing is set', () => {
    expect(readWebSettings([])).toEqual({
      supportGuest: true,
      orderCodeRequired: true,
      themePrimaryColor: '#f6821f',
      clearCartMinutes: null,
    });
  });

  it('reads each setting', () => {
    expect(
      readWebSettings([
        { templateEnum: S.DineinWebSupportGuest, value: 'false' },
        { templateEnum: S.DineinWebOrderCodeRequired, value: ' FALSE ' },
        { templateEnum: S.ThemePrimaryColor, value: '#1A2b3C' },
        { templateEnum: S.DineinWebClearTableShoppingCart, value: '30' },
        { templateEnum: 1000, value: 'ignored' },
      ]),
    ).toEqual({
      supportGuest: false,
      orderCodeRequired: false,
      themePrimaryColor: '#1A2b3C',
      clearCartMinutes: 30,
    });
  });

  it('falls back on malformed values', () => {
    expect(
      readWebSettings([
        { templateEnum: S.DineinWebSupportGuest, value: 'yes' },
        { templateEnum: S.ThemePrimaryColor, value: 'orange' },
        { templateEnum: S.DineinWebClearTableShoppingCart, value: 'soon' },
      ]),
    ).toEqual({
      supportGuest: true,
      orderCodeRequired: true,
      themePrimaryColor: '#f6821f',
      clearCartMinutes: null,
    });
  });

  it.each([
    ['0', null],
    ['1.5', 1.5],
    ['-5', null],
    ['', null],
  ])('reads clear-cart minutes %j as %j', (value, minutes) => {
    expect(
      readWebSettings([{ templateEnum: S.DineinWebClearTableShoppingCart, value }])
        .clearCartMinutes,
    ).toBe(minutes);
  });

  it('reads an explicit true', () => {
    expect(
      readWebSettings([{ templateEnum: S.DineinWebOrderCodeRequired, value: 'True' }])
        .orderCodeRequired,
    ).toBe(true);
  });

  it('lets a later entry override an earlier one', () => {
    const settings = readWebSettings([
      { templateEnum: S.DineinWebSupportGuest, value: 'true' },
      { templateEnum: S.DineinWebSupportGuest, value: 'false' },
    ]);
    expect(settings.supportGuest).toBe(false);
  });

  it('requests exactly the four web settings', () => {
    expect([...webSettingIds].sort((a, b) => a - b)).toEqual([8003, 18001, 18002, 18005]);
  });
});

describe('isCssHexColour', () => {
  it.each(['#fff', '#ffff', '#f6821f', '#f6821f80'])('accepts %s', (c) =>
    expect(isCssHexColour(c)).toBe(true),
  );
  it.each(['fff', '#ff', '#fffff', '#ggg', 'rgb(0,0,0)', '#f6821f8'])('rejects %s', (c) =>
    expect(isCssHexColour(c)).toBe(false),
  );
});

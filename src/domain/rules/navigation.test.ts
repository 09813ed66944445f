import { describe, expect, it } from 'vitest';
import {
  afterEnrolment,
  afterLogin,
  afterLogout,
  afterSkipLogin,
  afterTableActive,
  isSafeReturnPath,
} from './navigation.ts';

describe('navigation after events', () => {
  it('returns to the remembered URL after login, else home', () => {
    expect(afterLogin('/zh-tw/merchant/1/account', '1', 'zh-TW')).toEqual({
      to: '/zh-tw/merchant/1/account',
      replace: false,
    });
    expect(afterLogin(null, '1', 'zh-TW')).toEqual({ to: '/zh-tw/merchant/1', replace: false });
    expect(afterLogin(null, null, 'en-US')).toEqual({ to: '/', replace: false });
    expect(afterLogin('//evil.example/x', '1', 'en-US').to).toBe('/merchant/1');
  });

  it('goes to the order page after enrolment or skipping login', () => {
    expect(afterEnrolment('1', 'en-US')).toEqual({ to: '/merchant/1/order', replace: false });
    expect(afterSkipLogin('1', 'zh-TW').to).toBe('/zh-tw/merchant/1/order');
  });

  it('replaces with the login page on logout', () => {
    expect(afterLogout('1', 'en-US')).toEqual({ to: '/merchant/1/login', replace: true });
  });

  it('opens the first order of an active table, or guest selection', () => {
    expect(afterTableActive('1', ['55', '56'], 'en-US').to).toBe('/merchant/1/order-detail/55');
    expect(afterTableActive('1', [], 'en-US')).toEqual({
      to: '/merchant/1/select-guests',
      replace: true,
    });
  });

  it.each([
    ['/merchant/1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['merchant/1', false],
  ])('%s is a safe return path: %s', (url, safe) => {
    expect(isSafeReturnPath(url)).toBe(safe);
  });
});

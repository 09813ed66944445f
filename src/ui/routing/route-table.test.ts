import { describe, expect, it } from 'vitest';
import { routeBaseName, routeTable } from './route-table.ts';

describe('the route table', () => {
  it('has every route of spec §2 once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/merchant/$merchantId',
      '/merchant/$merchantId/order',
      '/merchant/$merchantId/search',
      '/merchant/$merchantId/select-guests',
      '/merchant/$merchantId/order-preview',
      '/merchant/$merchantId/order-list',
      '/merchant/$merchantId/order-detail/$orderId',
      '/merchant/$merchantId/account',
      '/merchant/$merchantId/account/profile',
      '/merchant/$merchantId/coupon-available',
      '/merchant/$merchantId/coupon-expired',
      '/merchant/$merchantId/coupon-used',
      '/merchant/$merchantId/login',
      '/merchant/$merchantId/member',
      '/m/$merchantId/q/$qrcodeId',
      '/scan',
      '/scan/result',
      '/notFound',
      '/test',
      '/home',
      '/login',
    ])
      expect(paths).toContain(path);
  });

  it('gives the four named routes their kinds and the language switch where §2 shows one', () => {
    const byPath = new Map(routeTable.map((route) => [route.path, route]));
    expect(byPath.get('/merchant/$merchantId')?.meta.kind).toBe('merchantStart');
    expect(byPath.get('/m/$merchantId/q/$qrcodeId')?.meta.kind).toBe('qrCode');
    expect(byPath.get('/merchant/$merchantId/order')?.meta.kind).toBe('order');
    expect(byPath.get('/merchant/$merchantId/order-preview')?.meta.kind).toBe('orderPreview');
    const withLanguage = routeTable.filter((route) => route.header.language).map((r) => r.path);
    // Spec §2's two, and the menu, where diners spend the meal (issue 15 item 6).
    expect(withLanguage).toEqual([
      '/merchant/$merchantId',
      '/merchant/$merchantId/order',
      '/merchant/$merchantId/select-guests',
    ]);
  });

  it('names routes from their paths', () => {
    expect(routeBaseName('/')).toBe('index');
    expect(routeBaseName('/merchant/$merchantId/order-detail/$orderId')).toBe(
      'merchant-merchantId-order-detail-orderId',
    );
  });

  it('only lets merchant-less routes go without a merchant', () => {
    for (const route of routeTable)
      expect(route.meta.allowsNoMerchant, route.path).toBe(!route.path.includes('$merchantId'));
  });
});

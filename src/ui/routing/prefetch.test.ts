import { describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { NEXT, NEXT_AT_ONCE, pageOfRouteName, prefetchNextPages } from './prefetch.ts';

const fakeRouter = (name: string) => {
  const listeners = new Map<string, (() => void)[]>();
  const router = {
    state: { matches: [{ staticData: { name } }] },
    subscribe: (event: string, listener: () => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return () => undefined;
    },
  };
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  return { router: router as unknown as AnyRouter, emit };
};

describe('page prefetch', () => {
  it('reads the page from the route name, in either language', () => {
    expect(pageOfRouteName('merchant-merchantId___en-us')).toBe('MerchantHome');
    expect(pageOfRouteName('merchant-merchantId-order___zh-tw')).toBe('Order');
    expect(pageOfRouteName('m-merchantId-q-qrcodeId___en-us')).toBe('QrLanding');
    expect(pageOfRouteName(undefined)).toBeUndefined();
  });

  it('fetches the next pages about 1 s after a page settles, and not when one navigates on', () => {
    vi.useFakeTimers();
    try {
      const preload = vi.fn(async () => undefined);
      const saved = NEXT.MerchantHome;
      (NEXT as Record<string, unknown>).MerchantHome = [preload];
      const { router, emit } = fakeRouter('merchant-merchantId___en-us');
      prefetchNextPages(router);
      emit('onResolved');
      vi.advanceTimersByTime(999);
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(preload).toHaveBeenCalledTimes(1);

      emit('onResolved');
      vi.advanceTimersByTime(500);
      emit('onBeforeNavigate');
      vi.advanceTimersByTime(2_000);
      expect(preload).toHaveBeenCalledTimes(1);
      (NEXT as Record<string, unknown>).MerchantHome = saved;
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the guest count’s code as the QR landing settles, the menu’s a second later', () => {
    vi.useFakeTimers();
    const saved = { now: NEXT_AT_ONCE.QrLanding, later: NEXT.QrLanding };
    try {
      const now = vi.fn(async () => undefined);
      const later = vi.fn(async () => undefined);
      (NEXT_AT_ONCE as Record<string, unknown>).QrLanding = [now];
      (NEXT as Record<string, unknown>).QrLanding = [later];
      const { router, emit } = fakeRouter('m-merchantId-q-qrcodeId___en-us');
      prefetchNextPages(router);
      emit('onResolved');
      expect([now.mock.calls.length, later.mock.calls.length]).toEqual([1, 0]);
      vi.advanceTimersByTime(1_000);
      expect([now.mock.calls.length, later.mock.calls.length]).toEqual([1, 1]);
    } finally {
      (NEXT_AT_ONCE as Record<string, unknown>).QrLanding = saved.now;
      (NEXT as Record<string, unknown>).QrLanding = saved.later;
      vi.useRealTimers();
    }
  });

  it('the menu fetches the cart, the name popup, the order-submitted popup and search', () => {
    expect(NEXT.Order?.length).toBe(4);
    expect(NEXT.Search?.length).toBe(3);
    expect(NEXT.MerchantHome?.length).toBe(1);
  });

  it('every page a seated diner reaches fetches the order-submitted popup ahead', () => {
    const seatedPages = [
      'Order',
      'Search',
      'OrderPreview',
      'Account',
      'OrderList',
      'OrderDetail',
      'Profile',
      'Coupons',
      'Member',
    ] as const;
    const fetchesIt = seatedPages.filter((name) =>
      NEXT[name]?.some((preload) => preload.name === 'orderSubmitted'),
    );
    expect(fetchesIt).toEqual(seatedPages);
  });
});

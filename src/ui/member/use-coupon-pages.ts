import { useEffect, useRef } from 'react';
import { ORDER_LIST_FIRST_PAGE } from '../../domain/constants.ts';
import type { TableCoreCommands } from '../../worker/api.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import type { Coupon } from './coupon-terms.ts';

const AUTO_RETRIES = 3;
const AUTO_RETRY_MS = 1_500;

export type CouponState = Parameters<TableCoreCommands['loadCoupons']>[0];

export interface CouponPages {
  readonly coupons: readonly Coupon[];
  readonly status: 'pending' | 'success' | 'error';
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  /** After an error: the page that failed, again. */
  readonly retry: () => void;
}

/**
 * The member's coupons in one state, a page (15, like the order list) at a time. A failed page
 * keeps the ones already shown; `key` (the member's id) starts over for another member.
 */
export const useCouponPages = (state: CouponState, key: string): CouponPages => {
  const commands = useCommands();
  const { list, total, page, status } = useReadModel('records').coupons[state];
  // Another member's coupons never show: the worker forgets them at login and logout.
  useEffect(() => {
    void commands.loadCoupons(state, ORDER_LIST_FIRST_PAGE);
  }, [commands, state, key]);
  const load = (next: number) => void commands.loadCoupons(state, next);
  const retry = () => load(list.length === 0 ? ORDER_LIST_FIRST_PAGE : page + 1);
  // A page that failed is asked again while the network is up: a few times, further apart each
  // time, and anew each time the network comes back (the first asks then often fail still).
  const { online } = useReadModel('connection');
  const failed = status === 'error';
  const retriesLeft = useRef(AUTO_RETRIES);
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  useEffect(() => {
    if (status === 'success' || !online) retriesLeft.current = AUTO_RETRIES;
  }, [status, online]);
  useEffect(() => {
    if (!online || !failed || retriesLeft.current === 0) return;
    const wait = AUTO_RETRY_MS * 2 ** (AUTO_RETRIES - retriesLeft.current);
    const timer = setTimeout(() => {
      retriesLeft.current -= 1;
      latestRetry.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [online, failed]);
  return {
    coupons: list,
    // Until the worker has been asked, the list is on its way.
    status: status === 'idle' ? 'pending' : status,
    hasMore: list.length < total,
    loadMore: () => load(page + 1),
    retry,
  };
};

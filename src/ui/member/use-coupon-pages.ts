import { useEffect, useRef } from 'react';
import { ORDER_LIST_FIRST_PAGE } from '../../domain/constants.ts';
import type { TableCoreCommands } from '../../worker/api.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import type { Coupon } from './coupon-terms.ts';

const BACK_ONLINE_RETRY_MS = 1_500;

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
  // A page that failed offline is asked again when the network is back, not left saying so.
  const { online } = useReadModel('connection');
  const wasOnline = useRef(online);
  const failed = status === 'error';
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  useEffect(() => {
    const backOnline = online && !wasOnline.current;
    wasOnline.current = online;
    if (!backOnline || !failed) return;
    // A moment after the browser says so: the first requests then often fail still.
    const timer = setTimeout(() => latestRetry.current(), BACK_ONLINE_RETRY_MS);
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

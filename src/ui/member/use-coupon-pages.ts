import { useCallback, useEffect, useState } from 'react';
import { ORDER_LIST_FIRST_PAGE } from '../../domain/constants.ts';
import type { TableCoreCommands } from '../../worker/api.ts';
import { useCommands } from '../worker/context.tsx';
import type { Coupon } from './coupon-terms.ts';

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
  const [coupons, setCoupons] = useState<readonly Coupon[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<CouponPages['status']>('pending');

  const load = useCallback(
    async (next: number, isCurrent: () => boolean = () => true) => {
      setStatus('pending');
      const result = await commands.loadCoupons(state, next);
      if (!isCurrent()) return;
      if (!result.ok) return setStatus('error');
      const { list } = result.value;
      setCoupons((before) => (next === ORDER_LIST_FIRST_PAGE ? list : [...before, ...list]));
      setTotal(result.value.total);
      setPage(next);
      setStatus('success');
    },
    [commands, state],
  );

  useEffect(() => {
    // A reply for the list we left (another state, another member) must not land in this one.
    let current = true;
    setCoupons([]);
    void load(ORDER_LIST_FIRST_PAGE, () => current);
    return () => {
      current = false;
    };
  }, [load, key]);

  return {
    coupons,
    status,
    hasMore: coupons.length < total,
    loadMore: () => void load(page + 1),
    retry: () => void load(coupons.length === 0 ? ORDER_LIST_FIRST_PAGE : page + 1),
  };
};

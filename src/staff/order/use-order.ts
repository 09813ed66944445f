import { useCallback, useRef, useState } from 'react';
import { type ApiFailure, type ApiResult, OrderModified } from '../api/client.ts';
import { getOrder } from '../api/staff-api.ts';
import type { Order } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useReloadOnLanguageChange } from '../i18n/use-language-change.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useLiveRefresh } from '../live/use-staff-live.ts';
import { useFeedback } from '../ui/feedback.ts';

const OrderHaveCheckout = 11000;

const looksLikeOrder = (value: unknown): value is Order =>
  typeof value === 'object' &&
  value !== null &&
  'rowVersion' in value &&
  'orderItems' in value &&
  Array.isArray(value.orderItems);

/**
 * One order, read again whenever the live channel says its table changed, so diners' rounds show
 * up at once. `act` runs a change with the
 * order's rowVersion (optimistic concurrency): on 12000 the order as it is now replaces what
 * staff looked at and they are told so.
 */
export const useOrder = (orderId: string) => {
  const { session, tables, unauthorized, live } = useStaff();
  const feedback = useFeedback();
  const t = useStaffText();
  const failureText = useFailureText();
  const [order, setOrder] = useState<Order | null>(null);
  // Kept as the reply, put in words when shown: a change of language shows it in the new one.
  const [loadFailure, setLoadFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The version the last action's message was about: a change made elsewhere since (a diner's
  // round, another console) makes it stale, and "paid in full" stayed beside a new round's
  // "Partly paid" (a staff probe).
  const saidOf = useRef<number | null>(null);
  const clearFeedback = feedback.clear;

  /** A newer version wins; a slow poll never brings an older one back. */
  const accept = useCallback((next: Order) => {
    setOrder((current) =>
      current !== null && current.id === next.id && current.rowVersion > next.rowVersion
        ? current
        : next,
    );
  }, []);

  const load = useCallback(async () => {
    const reply = await getOrder(session, orderId);
    if (reply.ok) {
      if (saidOf.current !== null && reply.data.rowVersion > saidOf.current) {
        saidOf.current = null;
        clearFeedback();
      }
      accept(reply.data);
      setLoadFailure(null);
    } else if (reply.status === 401) unauthorized();
    else setLoadFailure(reply);
  }, [session, orderId, accept, unauthorized, clearFeedback]);
  // Only this order's table concerns the page; null (a gap, a reconnect) concerns every page.
  const tableId = order?.tableId ?? null;
  const cares = useCallback(
    (changed: string | null) => changed === null || tableId === null || changed === tableId,
    [tableId],
  );
  useLiveRefresh(live, load, cares);
  useReloadOnLanguageChange(load);

  const act = useCallback(
    async <T>(
      /** The action in words ("Send to kitchen"): what a failure is said to be about. */
      name: string,
      call: (rowVersion: number) => Promise<ApiResult<T>>,
      done: (data: T) => { order: Order; message: string },
    ): Promise<boolean> => {
      if (order === null) return false;
      setBusy(name);
      const reply = await call(order.rowVersion);
      setBusy(null);
      void tables.refresh();
      if (reply.ok) {
        const result = done(reply.data);
        setOrder(result.order);
        saidOf.current = result.order.rowVersion;
        feedback.success(result.message);
        return true;
      }
      if (reply.status === 401) unauthorized();
      else if (reply.code === OrderModified) {
        // Read again rather than taken from the refusal: that is the order as stored, its
        // coupons in the words of whoever placed it, not the console's.
        await load();
        saidOf.current = looksLikeOrder(reply.data) ? reply.data.rowVersion : null;
        feedback.warning(t('order.changed'));
      } else {
        saidOf.current = order.rowVersion;
        feedback.failed(name, reply);
        if (reply.code === OrderHaveCheckout) await load();
      }
      return false;
    },
    [order, tables, unauthorized, feedback, load, t],
  );

  const loadError = loadFailure === null ? null : failureText(loadFailure);
  return { order, loadError, busy, act, feedback: feedback.feedback };
};

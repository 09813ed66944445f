import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ReadModels } from '../../worker/api.ts';
import { setTableSheetOpen } from '../table/table-sheet.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * A navigation away (the phone's Back, a link) takes the page's sheets with it: the cart, its
 * order-code popup and the table sheet belong to the menu they opened over. Back left the cart
 * open over the order detail before (a diner's probe, 2026-11-29). The popups a navigation opens
 * itself (login, the order-type chooser) are the guards' and stay.
 */
export const useSheetsFollowNavigation = (open: ReadModels['popups']['open']): void => {
  const commands = useCommands();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shownOn = useRef(pathname);
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    if (openNow.current.orderCode) void commands.dismissPopup('orderCode');
    if (openNow.current.cart) void commands.dismissPopup('cart');
    setTableSheetOpen(false);
  }, [pathname, commands]);
};

import { useEffect, useRef } from 'react';
import type { ReadModels } from '../../worker/api.ts';
import { setTableSheetOpen } from '../table/table-sheet.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * The phone's Back (or Forward) takes the page's sheets with it: the cart, its order-code and
 * name popups and the table sheet belong to the page they opened over. Back left the cart open
 * over the order detail before (a diner's probe, 2026-11-29). The app's own navigations (a login
 * or an enrolment that leads to the menu, the order placed) leave them to their flows.
 */
export const useSheetsFollowHistory = (open: ReadModels['popups']['open']): void => {
  const commands = useCommands();
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    const closeSheets = () => {
      for (const popup of ['editMemberName', 'orderCode', 'cart'] as const)
        if (openNow.current[popup]) void commands.dismissPopup(popup);
      setTableSheetOpen(false);
    };
    window.addEventListener('popstate', closeSheets);
    return () => window.removeEventListener('popstate', closeSheets);
  }, [commands]);
};

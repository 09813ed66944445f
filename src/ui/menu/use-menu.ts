import { useEffect } from 'react';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** Loads the merchant's menu once, and again only for another merchant. */
export const useMenu = (merchantId: string) => {
  const commands = useCommands();
  const menu = useReadModel('menu');
  const stale = menu.merchantId !== merchantId;
  useEffect(() => {
    if (menu.status === 'idle' || (stale && menu.status !== 'pending')) void commands.loadMenu();
  }, [commands, menu.status, stale]);
  return { menu, stale };
};

import { useEffect } from 'react';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * Loads the merchant's menu once, and again only for another merchant. `held`: there is a menu
 * of this merchant to show, also when its last refresh failed (the worker keeps the last one: a
 * failed refresh, offline say, is no reason to take the menu off the screen).
 */
export const useMenu = (merchantId: string) => {
  const commands = useCommands();
  const menu = useReadModel('menu');
  const stale = menu.merchantId !== merchantId;
  useEffect(() => {
    if (menu.status === 'idle' || (stale && menu.status !== 'pending')) void commands.loadMenu();
  }, [commands, menu.status, stale]);
  const held = !stale && menu.categories.length > 0;
  return { menu, stale, held };
};

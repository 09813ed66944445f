import { useMemo } from 'react';
import { type MenuIndex, menuIndex } from '../../domain/menu/menu-index.ts';
import { useReadModel } from '../worker/context.tsx';

export type { MenuIndex } from '../../domain/menu/menu-index.ts';

/** Lines carry ids and prices; names in the diner's language come from the menu. */
export const useMenuIndex = (): MenuIndex => {
  const categories = useReadModel('menu').categories;
  return useMemo(() => menuIndex(categories), [categories]);
};

import { useEffect, useMemo, useState } from 'react';
import { type MenuIndex, menuIndex } from '../../domain/menu/menu-index.ts';
import type { MenuCategory } from '../../domain/model/menu.ts';
import { getMenu } from '../api/merchant-api.ts';
import { useStaff } from '../app/context.ts';

export interface ConsoleMenu {
  readonly index: MenuIndex;
  /** False until the menu came (or if it could not): lines then show their placed names only. */
  readonly loaded: boolean;
}

/** The diners' menu, to name what a line's ids stand for (options, condiments) on a ticket. */
export const useMenuIndex = (): ConsoleMenu => {
  const { session } = useStaff();
  const [categories, setCategories] = useState<readonly MenuCategory[] | null>(null);
  useEffect(() => {
    let current = true;
    void getMenu(session).then((reply) => {
      if (current && reply.ok) setCategories(reply.data);
    });
    return () => {
      current = false;
    };
  }, [session]);
  return useMemo(
    () => ({ index: menuIndex(categories ?? []), loaded: categories !== null }),
    [categories],
  );
};

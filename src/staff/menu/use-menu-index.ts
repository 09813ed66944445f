import { useEffect, useMemo, useState } from 'react';
import { type MenuIndex, menuIndex } from '../../domain/menu/menu-index.ts';
import { listProducts } from '../api/staff-api.ts';
import type { StaffMenuCategory } from '../api/types.ts';
import { useStaff } from '../app/context.ts';

export interface ConsoleMenu {
  readonly index: MenuIndex;
  /** False until the menu came (or if it could not): lines then show their placed names only. */
  readonly loaded: boolean;
}

/**
 * Every product (off the shelf too: a dish taken off after it was ordered still has its options
 * named), to name what a line's ids stand for on a ticket.
 */
export const useMenuIndex = (): ConsoleMenu => {
  const { session } = useStaff();
  const [categories, setCategories] = useState<readonly StaffMenuCategory[] | null>(null);
  useEffect(() => {
    let current = true;
    void listProducts(session).then((reply) => {
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

import type { DomainEvent } from '../event.ts';
import type { MenuCategory } from '../model/menu.ts';

/** Server data, but logged like any reply so a recorded session replays with its menu. */
export type MenuLoaded = DomainEvent<
  'MenuLoaded',
  { readonly merchantId: string; readonly categories: readonly MenuCategory[] }
>;
export type MenuLoadFailed = DomainEvent<
  'MenuLoadFailed',
  { readonly merchantId: string; readonly message: string }
>;

export type MenuEvent = MenuLoaded | MenuLoadFailed;

export const menuEventTypes = [
  'MenuLoaded',
  'MenuLoadFailed',
] as const satisfies readonly MenuEvent['type'][];

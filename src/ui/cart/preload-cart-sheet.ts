import { fetchedCartSheet } from '../popups/cart-sheet-code.ts';

/** Fetches the cart panel's code (once; the module system keeps it) for its first open. */
export const preloadCartSheet = (): Promise<void> =>
  import('./CartSheet.tsx').then((module) => {
    fetchedCartSheet.current = module.CartSheet;
  });

import type { CartSheet } from '../cart/CartSheet.tsx';

/**
 * The cart panel once its code has been fetched ahead (cart/preload-cart-sheet.ts), else null.
 * GlobalPopups renders it directly then: React.lazy alone suspends the first render even when
 * the chunk is in the cache, and React shows the content no sooner than its fallback throttle
 * (300 ms in React 19), so a prefetched panel still opened a third of a second after the tap.
 */
export const fetchedCartSheet: { current: typeof CartSheet | null } = { current: null };

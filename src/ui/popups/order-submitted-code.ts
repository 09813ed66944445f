import type { OrderSubmittedDialog } from './OrderDialogs.tsx';

/**
 * The "another diner placed the order" popup once its code has been fetched ahead
 * (routing/prefetch.ts), else null: rendered directly then, for the reason cart-sheet-code.ts
 * gives (React.lazy holds a first render ~300 ms).
 */
export const fetchedOrderSubmitted: { current: typeof OrderSubmittedDialog | null } = {
  current: null,
};

import type { EditNameDialog } from './EditNameDialog.tsx';

/**
 * The name popup once its code has been fetched ahead (routing/prefetch.ts), else null: rendered
 * directly then, for the reason cart-sheet-code.ts gives (React.lazy holds a first render ~300 ms).
 */
export const fetchedNameDialog: { current: typeof EditNameDialog | null } = { current: null };

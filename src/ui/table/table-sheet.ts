import { createViewState } from '../components/view-state.ts';

/**
 * Whether the table sheet (who is here, what happened) is open: view state of the UI, opened
 * from the header's presence and from the cart. The sheet itself is a lazy chunk.
 */
const tableSheet = createViewState(false);

export const setTableSheetOpen = (next: boolean): void => tableSheet.set(next);

export const useTableSheetOpen = (): boolean => tableSheet.use((open) => open);

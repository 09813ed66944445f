import { type PopupName, PopupName as Popups } from './events.ts';

export interface PopupsState {
  readonly open: Readonly<Record<PopupName, boolean>>;
  /** Who placed the order the order-submitted dialog announces. */
  readonly submitterName: string | null;
  /** Tasks the global spinner waits for; it shows while any is running. */
  readonly loading: readonly string[];
}

const allClosed = Object.fromEntries(Object.values(Popups).map((name) => [name, false])) as Record<
  PopupName,
  boolean
>;

export const initialPopupsState: PopupsState = {
  open: allClosed,
  submitterName: null,
  loading: [],
};

export const isLoading = (popups: PopupsState): boolean => popups.loading.length > 0;

import { type PopupName, PopupName as Popups } from './events.ts';

export interface PopupsState {
  readonly open: Readonly<Record<PopupName, boolean>>;
  /** Who placed the order the order-submitted dialog announces. */
  readonly submitterName: string | null;
  /** Whether that was this diner: the dialog then says "you" rather than their own name. */
  readonly submittedByMe: boolean;
  /** Tasks the global spinner waits for; it shows while any is running. */
  readonly loading: readonly string[];
  /** The last placement announced, so a second notice of it (server and placer) is absorbed. */
  readonly announced: { readonly orderId: string; readonly at: number } | null;
}

const allClosed = Object.fromEntries(Object.values(Popups).map((name) => [name, false])) as Record<
  PopupName,
  boolean
>;

export const initialPopupsState: PopupsState = {
  open: allClosed,
  submitterName: null,
  submittedByMe: false,
  loading: [],
  announced: null,
};

export const isLoading = (popups: PopupsState): boolean => popups.loading.length > 0;

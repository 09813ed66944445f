import type { ToastMessage } from '../errors/failure.ts';
import type { ToastKind } from './events.ts';

export interface Toast {
  readonly id: number;
  readonly message: ToastMessage;
  readonly kind: ToastKind;
  readonly shownAt: number;
}

export interface ToastsState {
  /** Oldest first; the UI dismisses each once read (at least TOAST_DURATION_MS, ui/layout/toast-duration.ts). */
  readonly items: readonly Toast[];
}

export const initialToastsState: ToastsState = { items: [] };

/** Not in the spec: more toasts than this at once is noise; the oldest give way. */
export const MAX_TOASTS = 3;

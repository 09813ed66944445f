import type { Draft } from 'immer';
import type { ToastMessage } from '../errors/failure.ts';
import type { AppEvent } from '../events.ts';
import { MAX_TOASTS, type ToastsState } from './state.ts';

const sameMessage = (a: ToastMessage, b: ToastMessage): boolean =>
  a.kind === 'key' ? b.kind === 'key' && a.key === b.key : b.kind === 'text' && a.text === b.text;

export const reduceToasts = (draft: Draft<ToastsState>, event: AppEvent): void => {
  switch (event.type) {
    case 'ToastShown': {
      const { message, kind } = event.payload;
      // A repeated message (five conflicts in a row) moves to the end instead of stacking up.
      const others = draft.items.filter((toast) => !sameMessage(toast.message, message));
      others.push({ id: event.seq, message, kind, shownAt: event.at });
      draft.items = others.slice(-MAX_TOASTS);
      return;
    }
    case 'ToastDismissed':
      draft.items = draft.items.filter((toast) => toast.id !== event.payload.id);
      return;
  }
};

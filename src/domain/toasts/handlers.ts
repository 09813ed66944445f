import type { ToastMessage } from '../errors/failure.ts';
import type { HandlersOf } from '../handler.ts';
import type { ToastEvent } from './events.ts';
import { MAX_TOASTS } from './state.ts';

const sameMessage = (a: ToastMessage, b: ToastMessage): boolean =>
  a.kind === 'key'
    ? b.kind === 'key' && a.key === b.key && JSON.stringify(a.values) === JSON.stringify(b.values)
    : b.kind === 'text' && a.text === b.text;

export const toastHandlers: HandlersOf<ToastEvent> = {
  ToastShown: ({ toasts }, event) => {
    const { message, kind } = event.payload;
    // A repeated message (five conflicts in a row) moves to the end instead of stacking up.
    const others = toasts.items.filter((toast) => !sameMessage(toast.message, message));
    others.push({ id: event.seq, message, kind, shownAt: event.at });
    toasts.items = others.slice(-MAX_TOASTS);
  },
  ToastDismissed: ({ toasts }, { payload }) => {
    toasts.items = toasts.items.filter((toast) => toast.id !== payload.id);
  },
};

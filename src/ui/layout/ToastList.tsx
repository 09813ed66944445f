import { useEffect, useRef, useState } from 'react';
import type { Toast } from '../../domain/toasts/state.ts';
import { Icon } from '../components/Icon.tsx';
import { useText, useToastText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';
import { toastDurationMs } from './toast-duration.ts';
import { usePageHidden } from './use-page-hidden.ts';

/**
 * One toast, gone once it has been on screen for the time its words take to read
 * (`toastDurationMs`), or when dismissed. The clock stops while the pointer is over it, while it
 * holds the focus and while the page is hidden, and goes on from where it stopped, so nobody has
 * to read against it (WCAG 2.2.1, 2.2.2).
 */
const ToastItem = ({ toast }: { readonly toast: Toast }) => {
  const t = useText();
  const said = useToastText()(toast.message);
  const commands = useCommands();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const paused = pointed || focused || hidden;
  const duration = toastDurationMs(said);
  // Time already shown, kept across pauses (and a change of language, which changes the length).
  const shown = useRef(0);
  useEffect(() => {
    if (paused) return;
    const from = performance.now();
    const timer = window.setTimeout(
      () => void commands.dismissToast(toast.id),
      duration - shown.current,
    );
    return () => {
      window.clearTimeout(timer);
      shown.current += performance.now() - from;
    };
  }, [paused, duration, commands, toast.id]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role="status"
      // Pointer, not mouse, events: a finger holds the toast while it rests on it, then lets go.
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className="toast__text">{said}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.dismiss')}
        onClick={() => void commands.dismissToast(toast.id)}
      >
        <Icon name="close" />
      </button>
    </div>
  );
};

/** The toasts on screen, oldest first. */
const ToastList = ({ items }: { readonly items: readonly Toast[] }) => (
  // Not a list: each toast is a status of its own, which a list item may not be.
  <div className="toasts__list">
    {items.map((toast) => (
      <ToastItem key={toast.id} toast={toast} />
    ))}
  </div>
);

export default ToastList;

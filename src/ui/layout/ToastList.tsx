import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Toast } from '../../domain/toasts/state.ts';
import { Icon } from '../components/Icon.tsx';
import { topModal } from '../components/modal-stack.ts';
import { useText, useToastText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';
import { addShown, keepOnly, shownSoFar } from './toast-clock.ts';
import { toastDurationMs } from './toast-duration.ts';
import { usePageHidden } from './use-page-hidden.ts';

/**
 * One toast, gone once it has been on screen for the time its words take to read
 * (`toastDurationMs`), or when dismissed. The clock stops while the pointer is over it, while it
 * holds the focus and while the page is hidden, and goes on from where it stopped (also when the
 * toast moves into or out of a modal: `toast-clock.ts`), so nobody has to read against it
 * (WCAG 2.2.1, 2.2.2).
 */
const ToastItem = ({
  toast,
  onDismiss,
}: {
  readonly toast: Toast;
  readonly onDismiss: (event: MouseEvent<HTMLButtonElement>) => void;
}) => {
  const t = useText();
  const said = useToastText()(toast.message);
  const commands = useCommands();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const paused = pointed || focused || hidden;
  const duration = toastDurationMs(said);
  useEffect(() => {
    if (paused) return;
    const from = performance.now();
    const timer = window.setTimeout(
      () => void commands.dismissToast(toast.id),
      duration - shownSoFar(toast.id),
    );
    return () => {
      window.clearTimeout(timer);
      addShown(toast.id, performance.now() - from);
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
        onClick={(event) => {
          onDismiss(event);
          void commands.dismissToast(toast.id);
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
};

/** The top modal's title, where a modal puts the focus when it opens; the page behind is inert. */
const modalTitle = (): HTMLElement | null => {
  const modal = topModal();
  const title = modal?.getAttribute('aria-labelledby');
  return title === null || title === undefined
    ? null
    : (modal?.querySelector<HTMLElement>(`[id="${title}"]`) ?? null);
};

/**
 * Where the keyboard's focus goes when the toast holding it is dismissed, instead of the bare
 * page: the next toast's Dismiss, else the one before, else what had the focus before it came to
 * the toasts, else the top modal's title or the main area.
 */
const focusAfterDismissing = (dismissed: HTMLButtonElement, cameFrom: HTMLElement | null) => {
  const list = dismissed.closest('.toasts__list');
  const buttons =
    list === null ? [] : [...list.querySelectorAll<HTMLButtonElement>('.toast button')];
  const at = buttons.indexOf(dismissed);
  const next =
    buttons[at + 1] ??
    buttons[at - 1] ??
    (cameFrom?.isConnected === true ? cameFrom : null) ??
    modalTitle() ??
    document.getElementById('main');
  next?.focus();
};

/** The toasts on screen, oldest first. */
const ToastList = ({ items }: { readonly items: readonly Toast[] }) => {
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => keepOnly(items.map((toast) => toast.id)), [items]);
  const rememberWhereFocusCameFrom = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const onDismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // Only a keyboard's press (a click of no pointer, detail 0) moves the focus on: a tap that
    // put the focus on the next toast would hold that toast on screen.
    if (event.detail === 0 && document.activeElement === event.currentTarget)
      focusAfterDismissing(event.currentTarget, cameFrom.current);
  };
  return (
    // Not a list: each toast is a status of its own, which a list item may not be.
    <div className="toasts__list" onFocus={rememberWhereFocusCameFrom}>
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
};

export default ToastList;

import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import type { Toast } from '../../domain/toasts/state.ts';
import { Icon } from '../components/Icon.tsx';
import { topModal } from '../components/modal-stack.ts';
import { useText, useToastText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

const ToastItem = ({ toast }: { readonly toast: Toast }) => {
  const t = useText();
  const text = useToastText();
  const commands = useCommands();
  // Held while pointed at or focused, so nobody has to read against the clock (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => void commands.dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, commands, toast.id]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role="status"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast__text">{text(toast.message)}</span>
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

/**
 * Spec §8's short messages, each gone after TOAST_DURATION_MS (§9: 2000 ms) or when dismissed.
 * While a modal is open they are shown inside it, so an error about what the diner just did in a
 * sheet (a sold-out dish when placing from the cart) is seen, heard and dismissable there.
 */
export const Toasts = () => {
  const t = useText();
  const { items } = useReadModel('toasts');
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useLayoutEffect(() => setHost(items.length === 0 ? null : topModal()), [items]);
  const region = (
    <section className="toasts" aria-label={t('toast.region')}>
      {/* Not a list: each toast is a status of its own, which a list item may not be. */}
      <div className="toasts__list">
        {items.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
  return host === null ? region : createPortal(region, host);
};

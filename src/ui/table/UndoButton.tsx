import { useEffect, useRef, useState } from 'react';
import type { UndoOffer } from '../../domain/timeline/state.ts';
import { focusIsAdrift } from '../components/modal-focus.ts';
import { useText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * One tap puts a removed line of this diner's back (the worker's undoRemoval, through the cart's
 * write queue) while the table's timeline offers it: 10 s of event time, held while the diner is
 * at the button (pointer or focus, WCAG 2.2.1), so it never vanishes under them.
 */
export const UndoButton = ({
  offer,
  name,
  autoFocus = false,
  focusAgain,
  onUndone,
}: {
  readonly offer: UndoOffer;
  /** The dish, for the button's accessible name. */
  readonly name: string;
  /** Takes the focus when it appears and the focus has nowhere to be (its line's − went). */
  readonly autoFocus?: boolean;
  /** Looks again for a focus to take whenever this changes (a popup over it closed). */
  readonly focusAgain?: unknown;
  readonly onUndone?: () => void;
}) => {
  const t = useText();
  const commands = useCommands();
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const held = useRef(false);
  const hold = (next: boolean) => {
    if (held.current === next) return;
    held.current = next;
    void commands.holdUndo(offer.id, next);
  };
  // Looked at again as the offer grows (another − of the same line): the last one took the line
  // and its − with it, and the focus has nowhere else to be.
  const quantity = offer.line.quantity;
  useEffect(() => {
    if (autoFocus && focusIsAdrift(button.current)) button.current?.focus();
  }, [autoFocus, focusAgain, quantity]);
  // Gone while held (undone, or the sheet closed): the offer runs out from now.
  useEffect(
    () => () => {
      if (held.current) void commands.holdUndo(offer.id, false);
    },
    [commands, offer.id],
  );
  const undo = async () => {
    setBusy(true);
    const result = await commands.undoRemoval(offer.id);
    setBusy(false);
    if (result.ok) onUndone?.();
  };
  return (
    <button
      ref={button}
      type="button"
      className="button button--secondary button--small"
      aria-label={t('cart.undoRemove', { name })}
      // Where a popup closing over the cart gives the focus (components/modal-focus.ts).
      data-focus-fallback={autoFocus ? '' : undefined}
      disabled={busy}
      aria-busy={busy}
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
      onClick={() => void undo()}
    >
      {t('cart.undo')}
    </button>
  );
};

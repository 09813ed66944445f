import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { OrderItem } from '../../domain/model/order.ts';
import { type NewCartLine, newLineOf } from '../../domain/cart/merge-new-line.ts';
import { useOpenModalCount } from '../components/modal-stack.ts';
import { useText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';

/** How long a removed line can be put back (issue 15 item 13), unless the diner is at the row. */
export const UNDO_MS = 10_000;

/** A line of this diner's that went to 0, kept as the input that adds it again. */
export interface RemovedLine {
  readonly key: number;
  readonly line: NewCartLine;
  readonly name: string;
  /** Until the Undo button has had the focus once (the row may move as the cart re-renders). */
  readonly focusPending: { current: boolean };
}

interface Removals {
  readonly removed: readonly RemovedLine[];
  /** Called as the diner takes a line's last unit away; gives the key to forget it by. */
  readonly remember: (item: OrderItem, name: string) => number;
  readonly forget: (key: number) => void;
}

const RemovalsContext = createContext<Removals | null>(null);

/** The cart sheet's removed lines, offered back for UNDO_MS while the sheet stays open. */
export const RemovalsProvider = ({
  open,
  children,
}: {
  readonly open: boolean;
  readonly children: ReactNode;
}) => {
  const [removed, setRemoved] = useState<readonly RemovedLine[]>([]);
  useEffect(() => {
    if (!open) setRemoved([]);
  }, [open]);
  const next = useRef(0);
  const remember = useCallback((item: OrderItem, name: string) => {
    next.current += 1;
    const key = next.current;
    setRemoved((before) => [
      ...before,
      { key, line: newLineOf(item), name, focusPending: { current: true } },
    ]);
    return key;
  }, []);
  const forget = useCallback(
    (key: number) => setRemoved((before) => before.filter((entry) => entry.key !== key)),
    [],
  );
  const value = useMemo(() => ({ removed, remember, forget }), [removed, remember, forget]);
  return <RemovalsContext.Provider value={value}>{children}</RemovalsContext.Provider>;
};

/** The removals of the cart sheet around; outside one (a test of a lone line), none are kept. */
export const useRemovals = (): Removals | null => useContext(RemovalsContext);

/**
 * The restored line's stepper, found by its label once the cart shows it again. For a second
 * after, focus dropped to the page (the line re-keyed when the server gave it its id) is put back.
 */
const focusRestored = (scope: Element | null, label: string, tries = 30, placed = false) => {
  const group = [...(scope ?? document).querySelectorAll<HTMLElement>('[role="group"]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const button = group?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? null;
  const active = document.activeElement;
  const lost = active === null || active === document.body;
  let done = placed;
  if (button !== null && (!placed || lost)) {
    button.focus();
    done = true;
  }
  if (tries > 0) window.setTimeout(() => focusRestored(scope, label, tries - 1, done), 50);
};

/**
 * "Removed Pork & chive dumplings. Undo": the line back through the worker's addItem, as it was
 * (product, modifiers, condiments, notes, quantity). The diner's focus comes here when the line
 * goes (their − button went with it); the row stays while pointed at or focused (WCAG 2.2.1).
 */
const RemovedRow = ({
  entry,
  forget,
}: {
  readonly entry: RemovedLine;
  readonly forget: (key: number) => void;
}) => {
  const t = useText();
  const onGone = useCallback(() => forget(entry.key), [forget, entry.key]);
  const commands = useCommands();
  const button = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLLIElement>(null);
  const [held, setHeld] = useState(false);
  const [busy, setBusy] = useState(false);
  // Behind another modal (the quantity popup that removed it) focus waits until that closes.
  const modals = useOpenModalCount();
  const { focusPending } = entry;
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if ((!focusPending.current && !lost) || button.current === null) return;
    button.current.focus();
    if (document.activeElement === button.current) focusPending.current = false;
  }, [modals, focusPending]);
  useEffect(() => {
    if (held || busy) return;
    const timer = window.setTimeout(onGone, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [held, busy, onGone]);

  const undo = async () => {
    setBusy(true);
    const result = await commands.addItem(entry.line);
    setBusy(false);
    if (!result.ok) return;
    const scope = row.current?.closest('dialog') ?? null;
    onGone();
    focusRestored(scope, t('cart.quantityOf', { name: entry.name }));
  };

  return (
    <li
      ref={row}
      className="line line--removed"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="line__removed-text">
        {t('cart.removed', { name: entry.name, quantity: entry.line.quantity })}
      </span>
      <button
        ref={button}
        type="button"
        className="button button--secondary button--small"
        aria-label={t('cart.undoRemove', { name: entry.name })}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void undo()}
      >
        {t('cart.undo')}
      </button>
    </li>
  );
};

/**
 * This diner's removed lines, each offered back. The live region is there before anything is in
 * it, so a screen reader hears "Removed ..." as it comes.
 */
export const RemovedLines = () => {
  const removals = useRemovals();
  if (removals === null) return null;
  return (
    <div role="status" className="removed-lines">
      {removals.removed.length === 0 ? null : (
        <ul className="lines">
          {removals.removed.map((entry) => (
            <RemovedRow key={entry.key} entry={entry} forget={removals.forget} />
          ))}
        </ul>
      )}
    </div>
  );
};

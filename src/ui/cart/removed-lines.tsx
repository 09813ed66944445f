import { useEffect, useRef } from 'react';
import { focusDialogTitle, focusIsAdrift } from '../components/modal-focus.ts';
import { useOpenModalCount } from '../components/modal-stack.ts';
import { useText } from '../i18n/use-text.ts';
import { UndoButton } from '../table/UndoButton.tsx';
import { useDishName } from '../table/use-dish-name.ts';
import { useReadModel } from '../worker/context.tsx';
import type { UndoOffer } from '../../domain/timeline/state.ts';

/**
 * The restored line's stepper, found by its label once the cart shows it again. For a second
 * after, focus dropped to the page (the line re-keyed when the server gave it its id) is put back.
 */
const focusRestored = (scope: Element | null, label: string, tries = 30, placed = false) => {
  const group = [...(scope ?? document).querySelectorAll<HTMLElement>('[role="group"]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const button = group?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? null;
  // Adrift counts the sheet's title too: the row's own going may have put the focus there.
  const lost = focusIsAdrift(scope);
  let done = placed;
  if (button !== null && (!placed || lost)) {
    button.focus();
    done = true;
  }
  if (tries > 0) window.setTimeout(() => focusRestored(scope, label, tries - 1, done), 50);
};

/**
 * "Removed Pork & chive dumplings. Undo": a removal of this diner's own, as the table's timeline
 * offers it back (the worker's read model, 10 s of event time, issue 16). The diner's focus
 * comes here when the line goes (their − button went with it), once no other modal is open.
 */
const RemovedRow = ({ offer }: { readonly offer: UndoOffer }) => {
  const t = useText();
  const dishOf = useDishName();
  const modals = useOpenModalCount();
  const name = dishOf(offer.line.productId, offer.line.menuName);
  return (
    <li className="line line--removed">
      <span className="line__removed-text">
        {t('cart.removed', { name, quantity: offer.line.quantity })}
      </span>
      {/* When the quantity popup that removed it closes, the focus comes here. */}
      <UndoButton
        offer={offer}
        name={name}
        autoFocus
        focusAgain={modals}
        onUndone={() =>
          focusRestored(document.querySelector('dialog[open]'), t('cart.quantityOf', { name }))
        }
      />
    </li>
  );
};

/**
 * This diner's removals still offered back. The live region is there before anything is in it,
 * so a screen reader hears "Removed ..." as it comes.
 */
export const RemovedLines = () => {
  const { undo } = useReadModel('timeline');
  const region = useRef<HTMLDivElement>(null);
  const focused = useRef<HTMLElement | null>(null);
  // An offer withdrawn under the diner's focus (its dish sold out) took its Undo with it: the
  // focus goes to the sheet's title rather than the bare page.
  useEffect(() => {
    const was = focused.current;
    if (was !== null && !was.isConnected && focusIsAdrift(region.current)) {
      focused.current = null;
      if (region.current !== null) focusDialogTitle(region.current);
    }
  }, [undo]);
  return (
    <div
      ref={region}
      role="status"
      className="removed-lines"
      onFocus={(event) => {
        focused.current = event.target;
      }}
    >
      {undo.length === 0 ? null : (
        <ul className="lines">
          {undo.map((offer) => (
            <RemovedRow key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </div>
  );
};

import { useId, useState } from 'react';
import type { LineView } from '../../worker/api.ts';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { NotesField } from '../components/NotesField.tsx';
import { useText } from '../i18n/use-text.ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/line-limits.ts';
import { lineQuantityOf } from '../../domain/cart/line-quantity.ts';
import { useLineEdits } from './use-line-edits.ts';

/**
 * The quantity-editing popup (spec §2): type how many, or change the notes. 0 removes the line.
 * What was typed stays in the form until it is saved, so a refusal loses nothing.
 */
export const LineEditDialog = ({
  line,
  title,
  onClose,
}: {
  readonly line: LineView;
  readonly title: string;
  readonly onClose: () => void;
}) => {
  const t = useText();
  const edits = useLineEdits();
  const titleId = useId();
  const quantityId = useId();
  const errorId = useId();
  const [quantity, setQuantity] = useState(String(line.item.quantity));
  const [notes, setNotes] = useState(line.item.notes);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    // Busy, the button stays focusable (aria-disabled) and a second press does nothing.
    if (busy) return;
    const wanted = lineQuantityOf(quantity);
    if (wanted === null) return setProblem(true);
    setProblem(false);
    setBusy(true);
    // Quantity first: new notes may fold the line into another one and move its index.
    const counted = await edits.setQuantity(line, wanted);
    const notesChanged = notes.trim() !== line.item.notes;
    const noted =
      (counted === null || counted.ok) && notesChanged && wanted > 0
        ? await edits.setNotes(line, notes)
        : counted;
    setBusy(false);
    if (noted === null || noted.ok) onClose();
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <ModalHeader id={titleId} title={title} onClose={onClose} />
      {/* The app checks the quantity itself, in the page's language (no browser bubble). */}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="field-label" htmlFor={quantityId}>
          {t('product.quantity')}
        </label>
        <input
          id={quantityId}
          className="text-input"
          inputMode="numeric"
          pattern="[0-9]*"
          value={quantity}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {problem ? (
          <p id={errorId} className="form-error" role="alert">
            {t('cart.quantityInvalid', { max: MAX_LINE_QUANTITY })}
          </p>
        ) : null}
        <NotesField value={notes} onChange={setNotes} />
        <button
          type="submit"
          className="button button--block"
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {t('cart.save')}
        </button>
      </form>
    </Modal>
  );
};

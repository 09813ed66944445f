import { useId } from 'react';
import { MAX_NOTES_LENGTH } from '../../domain/cart/line-limits.ts';
import { withoutDirectionControls } from '../../domain/validation/notes.ts';
import { useText } from '../i18n/use-text.ts';

/** From here on the diner sees how much room is left: short notes never see a counter. */
const COUNTER_FROM = Math.floor(MAX_NOTES_LENGTH * 0.75);

/**
 * A line's notes: the browser stops typing at the limit, so near it the field says how many
 * characters it holds, and at it that the note is full, rather than dropping keys silently.
 */
export const NotesField = ({
  value,
  onChange,
  placeholder,
}: {
  readonly value: string;
  readonly onChange: (notes: string) => void;
  readonly placeholder?: string;
}) => {
  const t = useText();
  const fieldId = useId();
  const counterId = useId();
  const counted = value.length >= COUNTER_FROM;
  const max = MAX_NOTES_LENGTH;
  const full = value.length >= max;
  return (
    <div>
      <label className="field-label" htmlFor={fieldId}>
        {t('product.notes')}
      </label>
      <textarea
        id={fieldId}
        className="text-input"
        rows={2}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        aria-describedby={counted ? counterId : undefined}
        onChange={(event) => onChange(withoutDirectionControls(event.target.value))}
      />
      {/* Read with the field (aria-describedby works on hidden text); not live, or a screen
          reader would count every key from 150 on. */}
      <p
        id={counterId}
        className={full ? 'notes-counter notes-counter--full' : 'notes-counter'}
        aria-hidden="true"
      >
        {counted ? t(full ? 'notes.full' : 'notes.count', { count: value.length, max }) : null}
      </p>
      {/* Always there, so the live region exists before it first speaks: once, when full. */}
      <p className="visually-hidden" role="status">
        {full ? t('notes.full', { max }) : null}
      </p>
    </div>
  );
};

import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText, useToastText } from '../i18n/use-text.ts';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'enterKeyHint' | 'onKeyDown'
>;

export interface TextFieldProps extends InputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /**
   * A §5 message, or the server's refusal of what was typed (a wrong code), under the field; the
   * field is marked invalid while it shows.
   */
  readonly error: MessageId | ToastMessage | null;
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input on the same row, e.g. the send-code button. */
  readonly addon?: ReactNode;
}

/**
 * A labelled text input with its hint and its error. The error line is always in the page and
 * polite-live, so a message that appears when the field loses focus is still read out; the input
 * names both lines in aria-describedby.
 */
export const TextField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  inputRef,
  addon,
  ...input
}: TextFieldProps) => {
  const t = useText();
  const toastText = useToastText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The browser stops typing (and cuts a paste) at the limit: the field says so rather than
  // dropping what was pasted silently.
  const { maxLength } = input;
  const full = maxLength !== undefined && value.length >= maxLength;
  const fullId = `${id}-full`;
  const describedBy = [hint === undefined ? null : hintId, full ? fullId : null, errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={addon === undefined ? undefined : 'field__row'}>
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="text-input"
          value={value}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {addon}
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {/* Always there when there is a limit, so the live region exists before it first speaks. */}
      {maxLength === undefined ? null : (
        <p id={fullId} className="field-hint form-status" role="status">
          {full ? t('name.full', { max: maxLength }) : null}
        </p>
      )}
      <p id={errorId} className="form-error field-error" aria-live="polite">
        {error === null ? '' : typeof error === 'string' ? t(error) : toastText(error)}
      </p>
    </div>
  );
};

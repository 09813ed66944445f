import { useText } from '../i18n/use-text.ts';
import { Icon } from './Icon.tsx';

/**
 * − value +: two buttons and the value between them, read out as it changes. The buttons say
 * what they change ("Fewer: Quantity"), since a lone minus sign tells a screen reader nothing.
 * At a limit a button says it can do no more (aria-disabled) but keeps the focus: a disabled
 * button loses it, and the diner who just pressed it was left on the bare page.
 */
export const Stepper = ({
  label,
  value,
  display,
  min,
  max,
  step = 1,
  onChange,
  disabled = false,
}: {
  readonly label: string;
  readonly value: number;
  /** The value as shown, when it needs a unit ("600 g"). */
  readonly display?: string;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
}) => {
  const t = useText();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="icon-button stepper__button"
        aria-label={t('common.decrease', { what: label })}
        disabled={disabled}
        aria-disabled={value - step < min || undefined}
        onClick={() => {
          if (value - step >= min) onChange(Math.max(min, value - step));
        }}
      >
        <Icon name="minus" />
      </button>
      <output className="stepper__value" aria-live="polite">
        {display ?? value}
      </output>
      <button
        type="button"
        className="icon-button stepper__button"
        aria-label={t('common.increase', { what: label })}
        disabled={disabled}
        aria-disabled={value + step > max || undefined}
        onClick={() => {
          if (value + step <= max) onChange(Math.min(max, value + step));
        }}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
};

import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { datePickerBounds } from '../../domain/validation/date-bounds.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { birthdayChoices } from './birthday-choices.ts';

export interface BirthdayValue {
  readonly month: number | null;
  readonly day: number | null;
}

const numberOrNull = (raw: string): number | null => (raw === '' ? null : Number(raw));

/**
 * The birthday as month and day (spec §3: saved as one number, no year). Two selects rather than
 * a date input: a phone's date wheel would ask for a year nobody needs. A day the chosen month
 * lacks stays chosen but disabled, and the check says so; nothing typed is dropped.
 */
export const BirthdayField = ({
  value,
  onChange,
  error,
}: {
  readonly value: BirthdayValue;
  readonly onChange: (value: BirthdayValue) => void;
  readonly error: MessageId | null;
}) => {
  const t = useText();
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const monthId = `${id}-month`;
  const dayId = `${id}-day`;
  // The bounds are taken once per form: the picker must not shift under the diner at midnight.
  const [now] = useState(() => Date.now());
  const choices = useMemo(() => birthdayChoices(datePickerBounds(now)), [now]);
  const days = value.month === null ? null : (choices.get(value.month) ?? []);
  const allDays = Array.from({ length: 31 }, (_, i) => i + 1);
  const monthName = (month: number) =>
    intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' });
  // The part still to choose is the wrong one: with the month chosen and no day, the focus goes to
  // the day (it went to the month, which was right).
  const monthInvalid =
    error !== null && (value.month === null || value.day !== null) ? true : undefined;
  const dayInvalid =
    error !== null && (value.day === null || value.month !== null) ? true : undefined;
  return (
    <fieldset className="field birthday-field">
      <legend className="field-label">{t('member.birthday')}</legend>
      <div className="birthday-field__selects">
        <div className="birthday-field__part">
          <label className="field-hint" htmlFor={monthId}>
            {t('member.birthdayMonth')}
          </label>
          <select
            id={monthId}
            className="text-input"
            autoComplete="bday-month"
            value={value.month ?? ''}
            aria-invalid={monthInvalid}
            aria-describedby={errorId}
            onChange={(event) => onChange({ ...value, month: numberOrNull(event.target.value) })}
          >
            <option value="">{t('member.chooseMonth')}</option>
            {[...choices.keys()].map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </select>
        </div>
        <div className="birthday-field__part">
          <label className="field-hint" htmlFor={dayId}>
            {t('member.birthdayDay')}
          </label>
          <select
            id={dayId}
            className="text-input"
            autoComplete="bday-day"
            value={value.day ?? ''}
            aria-invalid={dayInvalid}
            aria-describedby={errorId}
            onChange={(event) => onChange({ ...value, day: numberOrNull(event.target.value) })}
          >
            <option value="">{t('member.chooseDay')}</option>
            {allDays.map((day) => (
              <option key={day} value={day} disabled={days !== null && !days.includes(day)}>
                {intl.formatNumber(day)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={errorId} className="form-error field-error" aria-live="polite">
        {error === null ? '' : t(error)}
      </p>
    </fieldset>
  );
};

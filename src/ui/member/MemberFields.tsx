import type { EnrolmentFieldErrors, EnrolmentForm } from '../../domain/validation/enrolment.ts';
import { MAX_NAME_LENGTH } from '../../domain/validation/name.ts';
import { useText } from '../i18n/use-text.ts';
import { BirthdayField } from './BirthdayField.tsx';
import { TextField } from './TextField.tsx';

/**
 * The member's own fields (spec §3 "Enrolment form"): first and last name, birthday, email and
 * the receive-SMS-and-email box. The enrolment popup and the profile page both show them.
 */
export const MemberFields = ({
  form,
  errors,
  onChange,
}: {
  readonly form: EnrolmentForm;
  readonly errors: EnrolmentFieldErrors;
  readonly onChange: (changes: Partial<EnrolmentForm>) => void;
}) => {
  const t = useText();
  return (
    <>
      <div className="name-fields">
        <TextField
          label={t('member.firstName')}
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          value={form.firstName}
          onChange={(firstName) => onChange({ firstName })}
          error={errors.firstName ?? null}
        />
        <TextField
          label={t('member.lastName')}
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
          value={form.lastName}
          onChange={(lastName) => onChange({ lastName })}
          error={errors.lastName ?? null}
        />
      </div>
      <BirthdayField
        value={{ month: form.birthdayMonth, day: form.birthdayDay }}
        onChange={({ month, day }) => onChange({ birthdayMonth: month, birthdayDay: day })}
        error={errors.birthday ?? null}
      />
      <TextField
        label={t('member.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.email}
        onChange={(email) => onChange({ email })}
        error={errors.email ?? null}
      />
      <label className="check-field">
        <input
          type="checkbox"
          checked={form.receiveSmsAndEmail}
          onChange={(event) => onChange({ receiveSmsAndEmail: event.target.checked })}
        />
        <span>{t('member.receiveOffers')}</span>
      </label>
    </>
  );
};

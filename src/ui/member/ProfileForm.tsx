import { useId, useRef, useState } from 'react';
import { phoneForDisplay } from '../../domain/validation/phone.ts';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { Member } from '../../domain/model/member.ts';
import {
  type EnrolmentFieldErrors,
  type EnrolmentForm,
  validateEnrolment,
} from '../../domain/validation/enrolment.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage } from '../worker/refusal.ts';
import { clearChanged, memberForm, useFocusFirstInvalid } from './member-form.ts';
import { MemberFields } from './MemberFields.tsx';

const languages = ['en-US', 'zh-TW'] as const;
type Language = (typeof languages)[number];
const languageOf = (raw: string): Language =>
  raw.toLowerCase().startsWith('zh') ? 'zh-TW' : 'en-US';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The profile (spec §7 PUT /api/member via updateProfile): the enrolment fields under the same
 * §5 checks, and the language the POS writes to the member in. What was typed stays after a
 * refused save, so the diner fixes one thing rather than starting over.
 */
export const ProfileForm = ({ member }: { readonly member: Member }) => {
  const t = useText();
  const commands = useCommands();
  const languageId = useId();
  const { guestName } = useReadModel('member');
  const [form, setForm] = useState<EnrolmentForm>(() => memberForm(member, guestName));
  const [language, setLanguage] = useState<Language>(() => languageOf(member.languagePreference));
  const [errors, setErrors] = useState<EnrolmentFieldErrors>({});
  const [save, setSave] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<ToastMessage | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(ref);

  const submit = async () => {
    if (save === 'saving') return;
    const checked = validateEnrolment(form);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      setSave('idle');
      return focusFirstInvalid();
    }
    const { firstName, lastName, mail, birthday, receiveSmsAndEmail } = checked.value;
    setSave('saving');
    setFailure(null);
    const result = await commands.updateProfile({
      firstName,
      lastName,
      mail,
      birthday,
      languagePreference: language,
      isSubPromotion: receiveSmsAndEmail,
    });
    if (result.ok) return setSave('saved');
    setSave('failed');
    setFailure(refusalMessage(result.error));
  };

  return (
    <form
      ref={ref}
      className="stack member-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <p className="field-label">{t('member.phone')}</p>
        <p className="read-only-value">{phoneForDisplay(member.phone)}</p>
        <p className="field-hint">{t('profile.phoneNote')}</p>
      </div>
      <MemberFields
        form={form}
        errors={errors}
        onChange={(changes) => {
          setForm((before) => ({ ...before, ...changes }));
          setErrors((before) => clearChanged(before, changes));
          setSave((before) => (before === 'saved' ? 'idle' : before));
        }}
      />
      <div className="field">
        <label className="field-label" htmlFor={languageId}>
          {t('profile.language')}
        </label>
        <select
          id={languageId}
          className="text-input"
          value={language}
          onChange={(event) => {
            setLanguage(languageOf(event.target.value));
            setSave((before) => (before === 'saved' ? 'idle' : before));
          }}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(code === 'en-US' ? 'language.en-US' : 'language.zh-TW')}
            </option>
          ))}
        </select>
      </div>
      <p className="form-status" role="status">
        {save === 'saved' ? t('profile.saved') : ''}
      </p>
      <FormFailure failure={save === 'failed' ? failure : null} />
      <SubmitButton busy={save === 'saving'}>
        {save === 'saving' ? t('member.saving') : t('profile.save')}
      </SubmitButton>
    </form>
  );
};

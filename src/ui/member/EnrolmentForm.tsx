import { useRef, useState } from 'react';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import type {
  EnrolmentFieldErrors,
  EnrolmentForm as Form,
} from '../../domain/validation/enrolment.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage } from '../worker/refusal.ts';
import { clearChanged, memberForm, useFocusFirstInvalid } from './member-form.ts';
import { MemberFields } from './MemberFields.tsx';

/**
 * The enrolment form (spec §3, §5): the worker checks it (nameRequired, birthday,
 * emailFormatIncorrect) and saves it through PUT /api/member; every field's mark comes back at
 * once. A refusal keeps what was typed.
 */
export const EnrolmentForm = ({
  onEnrolled,
}: {
  readonly onEnrolled: (navigation: NavigationTarget | null) => void;
}) => {
  const t = useText();
  const commands = useCommands();
  const { member, guestName } = useReadModel('member');
  const [form, setForm] = useState<Form>(() => memberForm(member, guestName));
  const [errors, setErrors] = useState<EnrolmentFieldErrors>({});
  const [failure, setFailure] = useState<ToastMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(ref);

  const submit = async () => {
    // Busy, the button stays focusable (aria-disabled) and a second press does nothing.
    if (busy) return;
    setFailure(null);
    setBusy(true);
    const result = await commands.enrol(form);
    setBusy(false);
    if (result.ok) return onEnrolled(result.value);
    const { error } = result;
    if (error.kind === 'invalid') {
      setErrors(error.fieldErrors ?? {});
      focusFirstInvalid();
    } else setFailure(refusalMessage(error));
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
      <p className="muted">{t('popup.enrolment.body')}</p>
      <MemberFields
        form={form}
        errors={errors}
        onChange={(changes) => {
          setForm((before) => ({ ...before, ...changes }));
          setErrors((before) => clearChanged(before, changes));
        }}
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={busy}>{busy ? t('member.saving') : t('enrol.submit')}</SubmitButton>
    </form>
  );
};

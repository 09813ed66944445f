import { useId, useRef, useState } from 'react';
import { MAX_NAME_LENGTH } from '../../domain/validation/name.ts';
import { isBlankText, shownText } from '../../domain/validation/shown-text.ts';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useText, useToastText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage, unanswered } from '../worker/refusal.ts';

/**
 * The edit-member-name popup: a visitor gives a first name before ordering (spec §5), so the
 * other diners' dialogs can say who ordered; a member without one saves it to the profile.
 */
export const EditNameDialog = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const { loggedIn, guestName } = useReadModel('member');
  const titleId = useId();
  const firstId = useId();
  const lastId = useId();
  const errorId = useId();
  // The name this diner gave as a guest, as the enrolment form starts with it too.
  const [first, setFirst] = useState(guestName?.firstName ?? '');
  const [last, setLast] = useState(guestName?.lastName ?? '');
  const [problem, setProblem] = useState(false);
  // Why the name was not saved (the network, the POS): said in the popup, which stays open.
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const toastText = useToastText();
  const [busy, setBusy] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const close = () => void commands.dismissPopup('editMemberName');

  const save = async () => {
    // Busy, the button stays focusable (aria-disabled) and a second press does nothing.
    if (busy) return;
    if (isBlankText(first)) {
      setProblem(true);
      // Where the answer goes: a screen reader hears the field and its error together.
      firstInput.current?.focus();
      return;
    }
    setProblem(false);
    setNotSaved(null);
    setBusy(true);
    const result = loggedIn
      ? await commands.updateProfile({ firstName: shownText(first), lastName: shownText(last) })
      : await commands.registerGuest(shownText(first), shownText(last));
    setBusy(false);
    if (result.ok) return close();
    setNotSaved(
      unanswered(result.error)
        ? t('name.notSavedUnanswered')
        : toastText(refusalMessage(result.error)),
    );
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.editName.title')} onClose={close} />
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p>{t('order.EnterYourNameFirst')}</p>
        <label className="field-label" htmlFor={firstId}>
          {t('name.first')}
        </label>
        <input
          ref={firstInput}
          id={firstId}
          className="text-input"
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          value={first}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setFirst(event.target.value)}
        />
        {problem ? (
          <p id={errorId} className="form-error" role="alert">
            {t('nameRequired')}
          </p>
        ) : null}
        <label className="field-label" htmlFor={lastId}>
          {t('name.lastOptional')}
        </label>
        <input
          id={lastId}
          className="text-input"
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
          value={last}
          onChange={(event) => setLast(event.target.value)}
        />
        {/* The browser cuts a paste at the limit: said, not silent. Always there, so it speaks. */}
        <p className="field-hint form-status" role="status">
          {first.length >= MAX_NAME_LENGTH || last.length >= MAX_NAME_LENGTH
            ? t('name.full', { max: MAX_NAME_LENGTH })
            : null}
        </p>
        <FormFailure failure={notSaved} />
        <SubmitButton busy={busy}>{t('name.save')}</SubmitButton>
      </form>
    </Modal>
  );
};

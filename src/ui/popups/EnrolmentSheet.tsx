import { useId } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { EnrolmentForm } from '../member/EnrolmentForm.tsx';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * The member-enrolment popup (spec §2, full height): a logged-in member without a birthday. It
 * may be closed (the profile page asks the same); the worker closes it once a birthday is saved,
 * and the diner goes on to the merchant's order page.
 */
export const EnrolmentSheet = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const titleId = useId();
  const close = () => void commands.dismissPopup('enrolment');
  return (
    <Modal open={open} onClose={close} variant="sheet-full" labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.enrolment.title')} onClose={close} />
      <EnrolmentForm
        onEnrolled={(navigation) => {
          if (navigation !== null) void navigate(navigation);
        }}
      />
    </Modal>
  );
};

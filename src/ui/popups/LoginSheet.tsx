import { useId } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { LoginForm } from '../member/LoginForm.tsx';
import { useSkipLogin } from '../member/use-skip-login.ts';
import { returnUrl } from '../routing/return-url.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * The login popup (spec §2, full-height bottom sheet). The worker closes it on success and opens
 * the enrolment popup when the member has no birthday. Opened by a guard, it goes on to the
 * attempted URL; opened over a page (a protected action), the diner stays on that page, which is
 * where they were going. Closing it forgets the attempted URL: the diner chose not to go there.
 */
export const LoginSheet = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const skip = useSkipLogin();
  const titleId = useId();
  const close = () => {
    returnUrl.forget();
    void commands.dismissPopup('login');
  };
  return (
    <Modal open={open} onClose={close} variant="sheet-full" labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.login.title')} onClose={close} />
      <LoginForm
        place="popup"
        onLoggedIn={(outcome, returning) => {
          if (returning) void navigate(outcome.navigation);
        }}
        onSkip={
          skip === undefined
            ? undefined
            : () => {
                close();
                void skip();
              }
        }
      />
    </Modal>
  );
};

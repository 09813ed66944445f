import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * Sends the one-time code; while the 60 s countdown runs (restarting with each send, spec §4) it
 * says how long is left and cannot be pressed. The worker moves the countdown on.
 */
export const SendCodeButton = ({ onSend }: { readonly onSend: () => void }) => {
  const t = useText();
  const { secondsUntilResend, codeRequest, canRequestCode } = useReadModel('login');
  const sending = codeRequest === 'pending';
  const label = sending
    ? t('login.sending')
    : secondsUntilResend > 0
      ? t('login.resendIn', { seconds: secondsUntilResend })
      : t('login.sendCode');
  return (
    <button
      type="button"
      className="button button--secondary send-code"
      disabled={!canRequestCode}
      aria-busy={sending}
      onClick={onSend}
    >
      {label}
    </button>
  );
};

/**
 * What a screen reader hears about the code: once when it is sent and once when another may be
 * asked for, not every second of the countdown.
 */
export const CodeStatus = () => {
  const t = useText();
  const { phone, secondsUntilResend, codeRequest } = useReadModel('login');
  const sent = codeRequest === 'success';
  return (
    <p className="field-hint" aria-live="polite">
      {sent && secondsUntilResend > 0 ? t('login.codeSent', { phone }) : ''}
      {sent && secondsUntilResend === 0 ? t('login.canResend') : ''}
    </p>
  );
};

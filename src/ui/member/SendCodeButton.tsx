import type { Ref } from 'react';
import { secondsUntilResendTo } from '../../domain/login/state.ts';
import { phoneForDisplay, validatePhone } from '../../domain/validation/phone.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * Sends the one-time code; while the 60 s countdown runs (restarting with each send, spec §4) it
 * says how long is left and cannot be pressed, for the phone the code went to: a number typed
 * anew (a mistyped one corrected) may have its code at once. The worker moves the countdown on.
 */
export const SendCodeButton = ({
  phone,
  onSend,
  buttonRef,
}: {
  /** The phone as typed now. */
  readonly phone: string;
  readonly onSend: () => void;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}) => {
  const t = useText();
  const { phone: sentTo, secondsUntilResend, codeRequest } = useReadModel('login');
  const typed = validatePhone(phone);
  const sending = codeRequest === 'pending';
  // An unfinished number is still the one the code went to, until it reads as another.
  const wait = secondsUntilResendTo(sentTo, secondsUntilResend, typed.ok ? typed.value : sentTo);
  const counting = wait > 0;
  const label = sending
    ? t('login.sending')
    : counting
      ? t('login.resendIn', { seconds: wait })
      : t('login.sendCode');
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button--secondary send-code"
      disabled={sending || counting}
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
      {sent && secondsUntilResend > 0 ? t('login.codeSent', { phone: phoneForDisplay(phone) }) : ''}
      {sent && secondsUntilResend === 0 ? t('login.canResend') : ''}
    </p>
  );
};

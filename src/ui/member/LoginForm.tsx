import { useId, useRef } from 'react';
import type { LoginOutcome } from '../../worker/api.ts';
import type { LoginPlace } from '../routing/return-url.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';
import { CodeStatus, SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';
import { useLoginForm } from './use-login-form.ts';

export interface LoginFormProps {
  /** Where it is shown: a login goes on to the URL the guard kept for this place. */
  readonly place: LoginPlace;
  readonly onLoggedIn: (outcome: LoginOutcome, returning: boolean) => void;
  /** Spec §2 "Skipping login goes to the merchant's order page"; absent: no skip offered. */
  readonly onSkip?: () => void;
  readonly onAttempt?: (active: boolean) => void;
}

/**
 * Phone and one-time code (spec §4, §5): the login page and the login popup both show this.
 * Guest mode follows the merchant's DineinWebSupportGuest: without it there is no skipping.
 */
export const LoginForm = ({ place, onLoggedIn, onSkip, onAttempt }: LoginFormProps) => {
  const t = useText();
  const form = useLoginForm({ place, onLoggedIn, onAttempt });
  const supportGuest = useReadModel('session').settings?.supportGuest ?? true;
  const submitHintId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  return (
    <form
      className="stack login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <p className="muted">{t('popup.login.body')}</p>
      <TextField
        label={t('login.phone')}
        hint={t('login.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={form.setPhone}
        onBlur={() => form.checkField('phone')}
        error={form.errors.phone ?? null}
        inputRef={form.refs.phone}
        enterKeyHint="send"
        onKeyDown={(event) => {
          // Enter on the phone asks for the code, as the button beside it does (while it may):
          // the form's own submit needs the code, and Enter did nothing. With a code typed, it
          // logs in, as from the code field.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing || form.canSubmit) return;
          event.preventDefault();
          if (event.repeat) return;
          if (sendButton.current?.disabled === false) sendButton.current.click();
        }}
        addon={
          <SendCodeButton
            phone={form.phone}
            onSend={() => void form.sendCode()}
            buttonRef={sendButton}
          />
        }
      />
      <CodeStatus />
      <TextField
        label={t('login.code')}
        hint={t('login.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="go"
        value={form.code}
        onChange={form.setCode}
        onBlur={() => form.checkField('code')}
        error={form.errors.code ?? null}
        inputRef={form.refs.code}
      />
      {/* Said here only (no toast), until the next try; announced as it appears. */}
      <FormFailure failure={form.failure} />
      <button
        type="submit"
        className="button button--block"
        disabled={!form.canSubmit || form.verifying}
        aria-busy={form.verifying}
        aria-describedby={form.canSubmit ? undefined : submitHintId}
      >
        {form.verifying ? t('login.submitting') : t('login.submit')}
      </button>
      {form.canSubmit ? null : (
        <p id={submitHintId} className="field-hint">
          {t('login.submitHint')}
        </p>
      )}
      {!supportGuest ? (
        <p className="muted">{t('login.membersOnly')}</p>
      ) : onSkip === undefined ? null : (
        <button type="button" className="button button--secondary button--block" onClick={onSkip}>
          {t('login.skip')}
        </button>
      )}
    </form>
  );
};

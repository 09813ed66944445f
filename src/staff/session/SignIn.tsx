import { type FormEvent, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
import type { StaffMessageId } from '../i18n/catalogues.ts';
import { StaffRich } from '../i18n/StaffRich.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { isMerchantId } from './session.ts';

interface Props {
  readonly initial: Partial<StaffSession>;
  /** Shown above the form: why the console asks again (a refused token, say). */
  readonly error: string | null;
  readonly busy: boolean;
  readonly onSubmit: (session: StaffSession) => void;
}

/** Asks for the merchant id and the staff token the start command printed. */
export const SignIn = ({ initial, error, busy, onSubmit }: Props) => {
  const [merchantId, setMerchantId] = useState(initial.merchantId ?? '1001');
  const [token, setToken] = useState(initial.token ?? '');
  const [problem, setProblem] = useState<StaffMessageId | null>(null);
  const t = useStaffText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMerchantId(merchantId.trim())) setProblem('signIn.badMerchantId');
    else if (token.trim() === '') setProblem('signIn.noToken');
    else {
      setProblem(null);
      onSubmit({ merchantId: merchantId.trim(), token: token.trim() });
    }
  };
  const shown = problem === null ? error : t(problem);
  return (
    <main className="sign-in" id="main">
      <LanguageSwitch />
      <h1>{t('signIn.title')}</h1>
      <p className="muted">
        <StaffRich id="signIn.intro" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </p>
      <form onSubmit={submit} noValidate aria-describedby={shown ? 'sign-in-error' : undefined}>
        {shown && (
          <p className="feedback feedback--error" role="alert" id="sign-in-error">
            {shown}
          </p>
        )}
        <label className="field">
          <span>{t('signIn.merchantId')}</span>
          <input
            name="merchantId"
            inputMode="numeric"
            autoComplete="off"
            value={merchantId}
            onChange={(event) => setMerchantId(event.target.value)}
            required
          />
        </label>
        <label className="field">
          <span>{t('signIn.token')}</span>
          <input
            name="token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            required
          />
        </label>
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
};

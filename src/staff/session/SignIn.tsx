import { type FormEvent, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMerchantId(merchantId.trim())) setProblem('The merchant id is a number, like 1001.');
    else if (token.trim() === '') setProblem('Enter the staff token.');
    else {
      setProblem(null);
      onSubmit({ merchantId: merchantId.trim(), token: token.trim() });
    }
  };
  const shown = problem ?? error;
  return (
    <main className="sign-in" id="main">
      <h1>Staff console</h1>
      <p className="muted">
        Sign in with your restaurant's staff token. The demo prints one per merchant when the server
        starts (<code>npm start</code>).
      </p>
      <form onSubmit={submit} noValidate aria-describedby={shown ? 'sign-in-error' : undefined}>
        {shown && (
          <p className="feedback feedback--error" role="alert" id="sign-in-error">
            {shown}
          </p>
        )}
        <label className="field">
          <span>Merchant id</span>
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
          <span>Staff token</span>
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
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
};

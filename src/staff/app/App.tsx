import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
import { listTables } from '../api/staff-api.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { clearSession, loadSession, saveSession } from '../session/session.ts';
import { SignIn } from '../session/SignIn.tsx';
import { Console } from './Console.tsx';

interface Props {
  /** What a `#merchant=…&token=…` link carried, if anything. */
  readonly fromLink: Partial<StaffSession> | null;
}

const complete = (link: Partial<StaffSession> | null): StaffSession | null =>
  link?.merchantId !== undefined && link.token !== undefined
    ? { merchantId: link.merchantId, token: link.token }
    : null;

/** The sign-in gate: a stored session, a link's, or the form; a 401 anywhere comes back here. */
export const App = ({ fromLink }: Props) => {
  const [session, setSession] = useState<StaffSession | null>(() =>
    complete(fromLink) === null ? loadSession() : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read when the reply comes, in the language shown then; signIn itself stays the same
  // function, so the link's sign-in below runs once.
  const t = useStaffText();
  const reason = useFailureText();
  const words = useRef({ t, reason });
  words.current = { t, reason };

  const signIn = useCallback(async (candidate: StaffSession) => {
    setBusy(true);
    const reply = await listTables(candidate);
    setBusy(false);
    if (reply.ok) {
      saveSession(candidate);
      setError(null);
      setSession(candidate);
    } else
      setError(
        reply.status === 401
          ? words.current.t('signIn.refused', { merchantId: candidate.merchantId })
          : words.current.reason(reply),
      );
  }, []);

  useEffect(() => {
    const linked = complete(fromLink);
    if (linked !== null) void signIn(linked);
  }, [fromLink, signIn]);

  const signOut = useCallback((why: string | null) => {
    clearSession();
    setSession(null);
    setError(why);
  }, []);

  if (session === null)
    return (
      <SignIn
        initial={fromLink ?? loadSession() ?? {}}
        error={error}
        busy={busy}
        onSubmit={(candidate) => void signIn(candidate)}
      />
    );
  return <Console session={session} onSignOut={signOut} />;
};

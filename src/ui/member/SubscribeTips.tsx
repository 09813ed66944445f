import { useState } from 'react';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage } from '../worker/refusal.ts';

/**
 * Spec §4 "Subscribe tips": shown to a logged-in member with the subscribed flag who is not in
 * the sub-promotion yet. Subscribing saves isSubPromotion (the tip then goes by itself); "not
 * now" clears the flag for this visit.
 */
export const SubscribeTips = () => {
  const t = useText();
  const commands = useCommands();
  const { showSubscribeTips } = useReadModel('member');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ToastMessage | null>(null);
  if (!showSubscribeTips) return null;
  const subscribe = async () => {
    setBusy(true);
    setFailure(null);
    const result = await commands.updateProfile({ isSubPromotion: true });
    setBusy(false);
    if (!result.ok) setFailure(refusalMessage(result.error));
  };
  return (
    <aside className="subscribe-tips stack" aria-labelledby="subscribe-tips-title">
      <h2 id="subscribe-tips-title" className="section-title">
        {t('account.subscribeTitle')}
      </h2>
      <p>{t('account.subscribeBody')}</p>
      <FormFailure failure={failure} />
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void commands.setSubscribed(false)}
        >
          {t('account.notNow')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void subscribe()}
        >
          {t('account.subscribe')}
        </button>
      </div>
    </aside>
  );
};

import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { useText } from '../i18n/use-text.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useCommands } from '../worker/context.tsx';

type Stage = 'starting' | 'noTable' | 'failed' | 'unreachable';

/**
 * /m/{merchantId}/q/{qrcodeId}: the worker runs start-up (spec §4) and says where to go. A
 * missing table shows the notice for a short toast's time (§9's 2000 ms) before not-found, which
 * is told this address, so it names it and repeats the notice: the wait is for the eye to follow,
 * not for reading against the clock (not-found keeps the notice, with the way to scan again). Offline, the table could not be
 * asked: the landing says so and starts again once the browser is back online (or on Try again).
 */
const QrLandingPage = () => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const merchantId = useIdParam('merchantId');
  const qrcodeId = useIdParam('qrcodeId');
  const [stage, setStage] = useState<Stage>('starting');
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const { href } = useRouteInfo();
  const here = useRef(href);
  here.current = href;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const key = `${merchantId}/${qrcodeId}/${attempt}`;
    // Once per code: React may run an effect twice, and start-up registers the diner.
    if (started.current === key) return;
    started.current = key;
    let timer: number | undefined;
    const landing = here.current;
    void commands.startFromQr(merchantId, qrcodeId).then((result) => {
      // The diner went elsewhere meanwhile (Back, a link): where start-up leads would replace
      // that page, not this one.
      if (!mounted.current || here.current !== landing) return;
      if (!result.ok) return setStage('failed');
      const outcome = result.value;
      if (outcome.kind === 'tableActive') return void navigate(outcome.navigation);
      if (outcome.kind === 'unreachable') return setStage('unreachable');
      const notFound = {
        ...outcome.navigation,
        to: `${outcome.navigation.to}?from=${encodeURIComponent(here.current)}`,
      };
      if (outcome.kind === 'merchantNotFound') return void navigate(notFound);
      setStage('noTable');
      timer = window.setTimeout(() => void navigate(notFound), TOAST_DURATION_MS);
    });
    return () => window.clearTimeout(timer);
  }, [commands, navigate, merchantId, qrcodeId, attempt]);

  const tryAgain = () => {
    setStage('starting');
    setAttempt((n) => n + 1);
  };
  useEffect(() => {
    if (stage !== 'unreachable') return;
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [stage]);

  return (
    <section className="page page--centered">
      {stage === 'starting' ? <p className="page-state">{t('qr.findingTable')}</p> : null}
      {stage === 'noTable' ? (
        <p className="lead" role="alert">
          {t('qr.scanToOrder')}
        </p>
      ) : null}
      {stage === 'unreachable' ? (
        <div className="stack" role="alert">
          <p className="lead">{t('error.unreachable')}</p>
          <button type="button" className="button" onClick={tryAgain}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {stage === 'failed' ? (
        <p className="lead" role="alert">
          {t('common.somethingWentWrong')}
        </p>
      ) : null}
    </section>
  );
};

export default QrLandingPage;

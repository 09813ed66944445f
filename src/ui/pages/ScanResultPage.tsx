import { Link, useRouterState } from '@tanstack/react-router';
import { qrLandingPath } from '../../domain/rules/paths.ts';
import { readScannedCode } from '../../domain/rules/qr-landing.ts';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';

/** What was scanned or typed: the table it names (one tap to start there), or why it names none. */
const ScanResultPage = () => {
  const t = useText();
  const local = useLocalPath();
  const code = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('code') ?? '',
  });
  const table = readScannedCode(code);
  return (
    <section className="page page--centered stack">
      {table === null ? (
        <>
          <p className="lead" role="alert">
            {code.length === 0 ? t('scan.hint') : t('scan.notATable')}
          </p>
          <Link className="button button--block" to={local('/scan')}>
            {t('scan.again')}
          </Link>
        </>
      ) : (
        <>
          <p className="lead">{t('scan.found')}</p>
          <Link
            className="button button--block"
            to={local(qrLandingPath(table.merchantId, table.qrcodeId))}
          >
            {t('scan.startOrdering')}
          </Link>
        </>
      )}
    </section>
  );
};

export default ScanResultPage;

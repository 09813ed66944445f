import { useStaff } from '../app/context.ts';
import { StaffRich } from '../i18n/StaffRich.tsx';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { Loading } from '../ui/Loading.tsx';
import { QrCode } from './QrCode.tsx';
import { tableQrUrl } from './qr-url.ts';

/** Every table's QR code with its URL, one card a table, ready to print and cut out. */
export const QrSheetPage = () => {
  const { session, tables, merchant, merchantFailure } = useStaff();
  const t = useStaffText();
  const reason = useFailureText();
  const ready = tables.tables !== null && merchant !== null;
  const failure = merchantFailure ?? (tables.failure === null ? null : reason(tables.failure));
  return (
    <>
      <div className="page__head no-print">
        <h1 tabIndex={-1}>{t('qr.title')}</h1>
        <p className="muted">{t('qr.intro')}</p>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('qr.print')}
        </button>
      </div>
      {!ready && <Loading failure={failure} />}
      {ready && (
        <ul className="qr-sheet" aria-label={t('qr.list')}>
          {tables.tables?.map((table) => {
            const url = tableQrUrl(
              window.location.origin,
              session.merchantId,
              merchant.serverMode,
              table.qrcodeId,
            );
            return (
              <li key={table.id} className="qr-card">
                <h2>
                  <StaffRich
                    id={table.available ? 'qr.cardTitle' : 'qr.cardTitleClosed'}
                    values={{
                      merchant: merchant.shortName,
                      table: table.name,
                      muted: (chunks) => <span className="muted no-print">{chunks}</span>,
                    }}
                  />
                </h2>
                <QrCode text={url} label={t('qr.label', { table: table.name, url })} />
                <p className="qr-card__hint">{t('qr.hint')}</p>
                <p className="qr-card__url">{url}</p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
};

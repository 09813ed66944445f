import { useStaff } from '../app/context.ts';
import { Loading } from '../ui/Loading.tsx';
import { QrCode } from './QrCode.tsx';
import { tableQrUrl } from './qr-url.ts';

/** Every table's QR code with its URL, one card a table, ready to print and cut out. */
export const QrSheetPage = () => {
  const { session, tables, merchant, merchantFailure } = useStaff();
  const ready = tables.tables !== null && merchant !== null;
  return (
    <>
      <div className="page__head no-print">
        <h1 tabIndex={-1}>Table QR codes</h1>
        <p className="muted">
          Diners scan a table's code to order at that table. Print this page and put each card on
          its table.
        </p>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print the QR codes
        </button>
      </div>
      {!ready && <Loading failure={merchantFailure ?? tables.failure?.msg ?? null} />}
      {ready && (
        <ul className="qr-sheet" aria-label="QR codes">
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
                  {merchant.shortName} · Table {table.name}
                  {!table.available && <span className="muted no-print"> (closed)</span>}
                </h2>
                <QrCode text={url} label={`QR code for table ${table.name}: ${url}`} />
                <p className="qr-card__hint">Scan to see the menu and order</p>
                <p className="qr-card__url">{url}</p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
};

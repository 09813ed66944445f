import { useText } from '../i18n/use-text.ts';

/**
 * Shown at the top of every page while the stored QR code opens no table (the staff replaced it):
 * every add and order would be refused until the diner scans the table's new code, which gives
 * their lines back. An alert, heard once when it appears.
 */
const TableCodeBanner = () => {
  const t = useText();
  return (
    <div role="alert" className="table-code-banner">
      <p>{t('table.codeRetired')}</p>
    </div>
  );
};

export default TableCodeBanner;

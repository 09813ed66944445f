import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** Where and how this diner is ordering: the table, the guests, dine-in or to-go (changeable). */
export const TableBar = () => {
  const t = useText();
  const commands = useCommands();
  const { tableName, guestCount, orderType } = useReadModel('session');
  if (tableName === null) return null;
  return (
    <div className="table-bar">
      <span className="chip">{t('home.table', { name: tableName })}</span>
      <span className="chip">{t('selectGuests.guests', { count: guestCount })}</span>
      <button
        type="button"
        className="chip chip--button"
        onClick={() => void commands.openPopup('orderType')}
      >
        {orderType === 'toGo' ? t('orderType.toGo') : t('orderType.dineIn')}
      </button>
    </div>
  );
};

import { selectGuestsPath } from '../../domain/rules/paths.ts';
import { orderTypeLabel } from '../i18n/order-type-label.ts';
import { useText } from '../i18n/use-text.ts';
import { useOpenFromMenu } from '../routing/menu-return.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** Where and how this diner is ordering: the table, the guests, dine-in or to-go (changeable). */
export const TableBar = () => {
  const t = useText();
  const commands = useCommands();
  const { tableName, guestCount, orderType } = useReadModel('session');
  const { merchantId } = useRouteInfo();
  const local = useLocalPath();
  const openFromMenu = useOpenFromMenu();
  if (tableName === null || merchantId === null) return null;
  const guests = t('selectGuests.guests', { count: guestCount });
  const type =
    orderType === null
      ? // Not chosen yet (a staff clear takes it with the party): both, not a guess.
        t('orderType.unchosen')
      : t(orderTypeLabel[orderType]);
  // Each name is what the button shows, then what pressing it does (WCAG 2.5.3): "3 guests,
  // change"; the words alone read as a fact, not as a control.
  return (
    <div className="table-bar">
      <span className="chip">{t('home.table', { name: tableName })}</span>
      <button
        type="button"
        className="chip chip--button"
        aria-label={t('home.change', { what: guests })}
        onClick={() => void openFromMenu(local(selectGuestsPath(merchantId)))}
      >
        {guests}
      </button>
      <button
        type="button"
        className="chip chip--button"
        aria-label={t('home.change', { what: type })}
        onClick={() => void commands.openPopup('orderType')}
      >
        {type}
      </button>
    </div>
  );
};

import { useId } from 'react';
import { useText } from '../i18n/use-text.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * Logs out (spec §4: the worker clears the cart and the member and reconnects the table), then
 * replaces this page by the merchant's login page, as the worker says. The member's dishes not
 * yet ordered leave the table's cart with them: said before, under the button.
 */
export const LogoutButton = ({ onLeaving }: { readonly onLeaving: (leaving: boolean) => void }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const noteId = useId();
  const logout = async () => {
    onLeaving(true);
    const result = await commands.logout('user');
    if (result.ok && result.value !== null) await navigate(result.value);
    else onLeaving(false);
  };
  const mine = useReadModel('cart').diners.find((diner) => diner.mine);
  // Servings, as the cart bar counts them: two of one dish are two dishes leaving.
  const dishes =
    (mine?.lines ?? []).reduce((sum, line) => sum + line.item.quantity, 0) +
    (mine?.invalidLines ?? []).reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block"
        aria-describedby={dishes > 0 ? noteId : undefined}
        onClick={() => void logout()}
      >
        {t('account.logout')}
      </button>
      {dishes > 0 ? (
        <p id={noteId} className="field-hint">
          {t('account.logoutLeavesDishes', { count: dishes })}
        </p>
      ) : null}
    </>
  );
};

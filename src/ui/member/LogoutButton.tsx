import { useText } from '../i18n/use-text.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * Logs out (spec §4: the worker clears the cart and the member and reconnects the table), then
 * replaces this page by the merchant's login page, as the worker says.
 */
export const LogoutButton = ({ onLeaving }: { readonly onLeaving: (leaving: boolean) => void }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const logout = async () => {
    onLeaving(true);
    const result = await commands.logout('user');
    if (result.ok && result.value !== null) await navigate(result.value);
    else onLeaving(false);
  };
  return (
    <button
      type="button"
      className="button button--secondary button--block"
      onClick={() => void logout()}
    >
      {t('account.logout')}
    </button>
  );
};

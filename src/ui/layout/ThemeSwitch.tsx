import { Theme } from '../../domain/model/enums.ts';
import { Icon } from '../components/Icon.tsx';
import { useText } from '../i18n/use-text.ts';
import { useTheme } from '../theme/use-theme.ts';

/** A toggle (aria-pressed): on is dark. Until it is used, the system's preference rules. */
export const ThemeSwitch = () => {
  const t = useText();
  const { theme, choose } = useTheme();
  const dark = theme === Theme.Dark;
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('theme.dark')}
      onClick={() => choose(dark ? Theme.Light : Theme.Dark)}
    >
      <Icon name="moon" />
    </button>
  );
};

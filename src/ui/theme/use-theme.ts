import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_THEME_PRIMARY_COLOR } from '../../domain/constants.ts';
import type { Theme } from '../../domain/model/enums.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { parseHex, readableOn, textOn, toHex } from './colour.ts';
import { themeStore } from './theme-store.ts';

/** The backgrounds the ink reads least well on: the light theme's grey surface, the dark's raised one. */
const LIGHT_PAGE = [245, 244, 242] as const;
const DARK_PAGE = [38, 38, 38] as const;

export const useTheme = (): { readonly theme: Theme; readonly choose: (theme: Theme) => void } => {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot);
  const commands = useCommands();
  return {
    theme,
    choose: (next) => {
      themeStore.choose(next);
      // The worker keeps the theme in app state (spec §3) for the session log; the page does not wait.
      void commands.setTheme(next);
    },
  };
};

/**
 * The merchant's ThemePrimaryColor as CSS variables: the colour itself for fills, a text colour
 * readable on it, and a variant readable as text on each theme's page background.
 */
export const usePrimaryColour = (): void => {
  const settings = useReadModel('session').settings;
  const hex = settings?.themePrimaryColor ?? DEFAULT_THEME_PRIMARY_COLOR;
  useEffect(() => {
    const primary = parseHex(hex) ?? parseHex(DEFAULT_THEME_PRIMARY_COLOR);
    if (primary === null) return;
    const style = document.documentElement.style;
    style.setProperty('--primary', toHex(primary));
    style.setProperty('--on-primary', toHex(textOn(primary)));
    style.setProperty('--primary-ink-light', toHex(readableOn(primary, LIGHT_PAGE)));
    style.setProperty('--primary-ink-dark', toHex(readableOn(primary, DARK_PAGE)));
  }, [hex]);
};

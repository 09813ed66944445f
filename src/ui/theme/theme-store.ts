import { Theme } from '../../domain/model/enums.ts';
import { local } from '../worker/storage.ts';

/** Same key the persistence port hydrates the worker from, and index.html reads before paint. */
const KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const stored = (): Theme | null => {
  const value = local.read(KEY);
  return value === Theme.Dark || value === Theme.Light ? value : null;
};

const systemTheme = (): Theme =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? Theme.Dark
    : Theme.Light;

const listeners = new Set<() => void>();
let chosen: Theme | null = stored();
let effective: Theme = chosen ?? systemTheme();

const apply = () => {
  effective = chosen ?? systemTheme();
  document.documentElement.dataset.theme = effective;
  for (const listener of listeners) listener();
};

/**
 * The theme is view state the page needs before the worker answers, so it lives here: null
 * follows the system (and keeps following it as it changes), a choice is remembered.
 */
export const themeStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Theme => effective,
  choose: (theme: Theme | null): void => {
    chosen = theme;
    local.write(KEY, theme);
    apply();
  },
  start: (): void => {
    window.matchMedia?.(DARK_QUERY).addEventListener('change', apply);
    apply();
  },
};

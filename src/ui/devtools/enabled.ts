const KEY = 'tablefold.devtools';

/**
 * `?devtools=1` opens the developer panel for this tab (it stays through navigation and
 * reloads), `?devtools=0` closes it. Read once at start.
 */
export const devtoolsEnabled = (location: Location, storage: Storage): boolean => {
  const asked = new URLSearchParams(location.search).get('devtools');
  if (asked === '1') storage.setItem(KEY, '1');
  if (asked === '0') storage.removeItem(KEY);
  return storage.getItem(KEY) === '1';
};

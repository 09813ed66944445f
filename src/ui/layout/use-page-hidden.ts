import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** Whether the page is out of sight (another tab, the phone locked): a timer for the eye waits. */
export const usePageHidden = (): boolean => useSyncExternalStore(subscribe, () => document.hidden);

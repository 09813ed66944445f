import { onNextOnline } from './back-online.ts';

/** The longest wait between two tries of a popup's code (ms). */
const LONGEST_WAIT_MS = 30_000;

/**
 * Resolves when the code is worth asking for again: once the browser says it is back online, or
 * after 1 s, 2 s, 4 s … at most 30 s (`tries` failed so far), whichever comes first; Wi-Fi that
 * has no way out says nothing of it.
 */
export const waitToRetry = (tries: number, browser: EventTarget = window): Promise<void> =>
  new Promise((resolve) => {
    const retry = () => {
      clearTimeout(timer);
      stopWaiting();
      resolve();
    };
    const timer = setTimeout(retry, Math.min(1_000 * 2 ** tries, LONGEST_WAIT_MS));
    const stopWaiting = onNextOnline(retry, browser);
  });

/**
 * A popup's or a banner's code import that waits out a bad network instead of failing. React.lazy
 * keeps a failed import's error for good: on a first visit, before the service worker holds the
 * chunks, one dropped request put the whole page in its error layout, and "Try again" met the
 * same error until a reload. Until the code comes, the popup's place shows the spinner.
 */
export const patientImport =
  <T>(load: () => Promise<T>, wait: (tries: number) => Promise<void> = waitToRetry) =>
  (): Promise<T> => {
    const attempt = (tries: number): Promise<T> =>
      load().catch(() => wait(tries).then(() => attempt(tries + 1)));
    return attempt(0);
  };

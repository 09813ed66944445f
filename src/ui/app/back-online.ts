/**
 * Calls `back` once, at the browser's next `online` event; the function returned stops waiting.
 * Code that a bad network kept from loading (a page's, a popup's) is asked for again then.
 */
export const onNextOnline = (back: () => void, browser: EventTarget = window): (() => void) => {
  browser.addEventListener('online', back, { once: true });
  return () => browser.removeEventListener('online', back);
};

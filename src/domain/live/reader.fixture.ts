import type { LiveReader } from './reader.ts';

/** Diner `me`, in English, holding the cart at version 5, no write under way, no version heard. */
export const aReader = (over: Partial<LiveReader> = {}): LiveReader => ({
  ownBrowserId: 'me',
  locale: 'en-US',
  cartVersion: 5,
  writing: false,
  heardVersion: null,
  ...over,
});

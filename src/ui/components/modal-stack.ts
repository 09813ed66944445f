import { useSyncExternalStore } from 'react';

/**
 * How many modals are open now, of any kind (a product sheet is view state, the cart a global
 * popup): a popup that must never open over another (the unfinished-order popup) waits for 0.
 */
let open = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const tellListeners = () => {
  for (const listener of listeners) listener();
};

/** Counts one open modal until the returned function is called. */
export const holdModalOpen = (): (() => void) => {
  open += 1;
  tellListeners();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    tellListeners();
  };
};

/**
 * A modal not counted (the popup that waits for the others) opened, and the returned function
 * says it closed: what follows the top modal (toasts, announcements) moves with it all the same.
 */
export const noteUncountedModalOpen = (): (() => void) => {
  tellListeners();
  return tellListeners;
};

export const useOpenModalCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => 0,
  );

/**
 * The modal on top, if one is open: focus is trapped in the topmost modal <dialog>, and a modal
 * makes everything outside it inert (unseen, unheard by screen readers, not clickable), so what
 * must be heard while one is open (toasts, announcements) goes inside it.
 */
export const topModal = (): HTMLDialogElement | null => {
  const focused = document.activeElement?.closest<HTMLDialogElement>('dialog:modal') ?? null;
  return (
    focused ?? [...document.querySelectorAll<HTMLDialogElement>('dialog:modal')].at(-1) ?? null
  );
};

/** Called whenever a modal opens or closes (after it has, so `topModal` is up to date). */
export const onModalsChanged = (listener: () => void): (() => void) =>
  subscribe(() => window.setTimeout(listener));

const closingListeners = new Set<(closed: HTMLDialogElement) => void>();

/**
 * Closes a modal that React is about to take away (or empty), and says so at once: Modal calls it
 * from a layout effect's cleanup, which runs before React removes the dialog or its content, so
 * what follows the top modal leaves it first and is never off the page for a frame (seen to
 * flicker, or heard again). Closed first, it is no longer the top modal (nor is a modal inside it
 * that closes in the same commit, after it).
 */
export const closeModalNow = (dialog: HTMLDialogElement): void => {
  if (dialog.open) dialog.close();
  for (const listener of closingListeners) listener(dialog);
};

/** Called, synchronously, with a modal Modal has just closed (`closeModalNow`). */
export const onModalClosed = (listener: (closed: HTMLDialogElement) => void): (() => void) => {
  closingListeners.add(listener);
  return () => void closingListeners.delete(listener);
};

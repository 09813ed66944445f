import { topModal } from './modal-stack.ts';

const TABBABLE =
  'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/**
 * Tab stays inside a modal: from its last control to its first, and back (Chrome would let it
 * out to the browser's own bar, which a screen reader user then has to find the way back from).
 */
export const keepTabInside = (dialog: HTMLDialogElement, event: KeyboardEvent): void => {
  // A dialog nested in this one (the line editor in the cart) keeps its own Tab.
  if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? last : null) : at === items.length - 1 ? first : null;
  if (next === null) return;
  event.preventDefault();
  next.focus();
};

/**
 * An opener drawn anew while its modal was open (the cart bar goes when the cart empties and
 * comes back with an undo) says which control it is with `data-focus-key`: the focus goes back
 * to the one drawn now.
 */
const openerNow = (opener: Element | null): HTMLElement | null => {
  if (!(opener instanceof HTMLElement) || opener === document.body) return null;
  if (opener.isConnected) return opener;
  const key = opener.dataset.focusKey;
  return key === undefined
    ? null
    : document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
};

/**
 * Where the focus goes when a modal closes: back to what opened it, if that is still there;
 * else (the modal opened by itself, or its opener went) the page's title, never the bare page.
 * Only when the focus was lost: a modal that leads somewhere (a new page focuses its title)
 * or to another modal keeps that.
 */
export const giveFocusBack = (opener: Element | null): void => {
  const active = document.activeElement;
  if (active !== null && active !== document.body && active.isConnected) return;
  const target = openerNow(opener);
  if (target !== null && focusTakes(target, { preventScroll: false })) return;
  // Under a modal still open (the dish sheet under the name popup) the page is inert: its
  // title would not take the focus, which then fell to the bare page. That modal's own place for
  // it does (an Undo that replaced the line the popup edited), else its title.
  const below = topModal();
  const home = below?.querySelector<HTMLElement>('[data-focus-fallback]:not(:disabled)');
  if (home != null && focusTakes(home, { preventScroll: false })) return;
  const title = below?.getAttribute('aria-labelledby');
  const heading = title == null ? null : document.getElementById(title);
  if (heading !== null && focusTakes(heading, { preventScroll: true })) return;
  // The page stays where the diner had scrolled it: only a screen reader moves to the title.
  document.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
};

/** Focuses the element; false when it could not take the focus (inert, hidden, disabled). */
const focusTakes = (element: HTMLElement, options: FocusOptions): boolean => {
  element.focus(options);
  return document.activeElement === element;
};

/**
 * For a control about to leave its dialog (its section goes with what it did): the dialog's
 * title takes the focus, as on open, so it never drops to the page behind.
 */
export const focusDialogTitle = (inside: Element): void => {
  const title = inside.closest('dialog')?.getAttribute('aria-labelledby');
  if (title != null) document.getElementById(title)?.focus();
};

/**
 * Whether the focus has nowhere a diner put it: on the bare page, or on the title of the dialog
 * `inside` is in (a title takes the focus only when it is given it: on open, or when what held
 * the focus went).
 */
export const focusIsAdrift = (inside: Element | null): boolean => {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  const title = inside?.closest('dialog')?.getAttribute('aria-labelledby');
  return title != null && active.id === title;
};

/** Room left between a focused control and the sheet's footer once it is scrolled clear. */
const CLEARANCE_PX = 8;

/**
 * A sheet's footer sticks to its bottom edge over what scrolls beneath it: a control Tab reaches
 * there is scrolled up clear of it, or the keyboard's focus is somewhere no one can see (WCAG
 * 2.4.11; the cart's Log in sat wholly under Place order).
 */
export const keepFocusClearOfFooter = (dialog: HTMLDialogElement, focused: EventTarget): void => {
  // Only this dialog's own controls (a nested dialog's focus bubbles up here too), and only the
  // keyboard's: a tap on a control half under the footer would see it move between down and up.
  if (!(focused instanceof Element) || focused.closest('dialog') !== dialog) return;
  if (!focused.matches(':focus-visible')) return;
  const footer = dialog.querySelector(':scope > .modal__body > .sheet-footer');
  if (footer === null || footer.contains(focused)) return;
  // A radio or checkbox is seen as its whole card: a coupon's date sat under the footer.
  const seen = focused.closest('label') ?? focused;
  const hidden = seen.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  if (hidden > 0) dialog.scrollBy({ top: hidden + CLEARANCE_PX });
};

import type { Page } from 'playwright-core';

/** What a screen reader would say the focused element is: its role and name ("button "Add""). */
export const focused = async (page: Page): Promise<string> => {
  const active = page.locator('*:focus');
  if ((await active.count()) === 0) return '(nothing: the document)';
  // The first line of the snapshot is the element itself; what follows is its content. It is
  // YAML: a line with a colon in it comes single-quoted.
  const snapshot = await active.first().ariaSnapshot();
  const line = (snapshot.split('\n')[0] ?? '').replace(/^- /, '').replace(/:$/, '');
  return /^'.*'$/.test(line) ? line.slice(1, -1).replaceAll("''", "'") : line;
};

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's role and name match `want`,
 * as a keyboard user moves through a page; fails naming where focus went when it never does.
 */
export const tabTo = async (
  page: Page,
  want: RegExp,
  { back = false, limit = 80 }: { readonly back?: boolean; readonly limit?: number } = {},
): Promise<string> => {
  const passed: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (want.test(now)) return now;
    passed.push(now);
  }
  throw new Error(`Tab never reached ${String(want)}; it went through:\n${passed.join('\n')}`);
};

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches `focused`'s answer for a role and a name that starts with `name`. */
export const named = (role: string, name: string): RegExp =>
  new RegExp(`^${role} "${escaped(name)}`);

/**
 * How many pixels of the focused control an open sheet's sticky footer covers (0 or less: none);
 * WCAG 2.4.11 wants a focused control never wholly hidden, and it is only clear when none is.
 */
export const hiddenUnderFooter = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const active = document.activeElement;
    const footer = active
      ?.closest('dialog')
      ?.querySelector(':scope > .modal__body > .sheet-footer');
    if (active === null || footer === null || footer === undefined || footer.contains(active))
      return 0;
    // A radio or checkbox is seen as its whole card (a coupon's date is its lowest line).
    const seen = active.closest('label') ?? active;
    return seen.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  });

/** How many pixels of the focused control the menu's fixed cart bar covers (0 or less: none). */
export const hiddenUnderCartBar = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const active = document.activeElement;
    const bar = document.querySelector('.cart-bar');
    if (active === null || bar === null || bar.contains(active)) return 0;
    return active.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  });

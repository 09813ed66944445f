import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { allViolations, describeViolations } from './support/axe.ts';
import { productCard, productSheet, scanTable } from './support/diner.ts';
import { focused, named, tabTo } from './support/keyboard.ts';
import { logInOnPage, visitAsMember } from './support/members.ts';
import { type Lang, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

/**
 * What a screen reader says, and what a keyboard user sees, in the small: each check here is a
 * defect a keyboard and screen-reader walk at 390×844 found (2026-12), kept from coming back.
 */
const e2e = useE2e();
const { tables } = demoFacts;
const MEI_PHONE = demoFacts.members[0]?.phone ?? '+12125550101';

/** Every live region's text now: what a screen reader has been, or will be, told. */
const liveTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"], output',
      ),
    ].map((region) => (region as HTMLElement).innerText.trim()),
  );

/** The menu of a table, seated with the guest count the page offers. */
const seatAtMenu = async (page: Page, lang: Lang, tableId: string) => {
  await scanTable(page, e2e.baseUrl, lang, await e2e.qr(tableId));
  const start = page.getByRole('button', { name: text(lang, 'selectGuests.start') });
  if (await start.isVisible()) await start.click();
  await page.waitForURL((url) => url.pathname.endsWith('/order'));
  await settled(page);
};

/** How many pixels of the focused control's focus ring fall outside the viewport (0: none). */
const ringCut = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return 0;
    const style = getComputedStyle(active);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = active.getBoundingClientRect();
    return Math.max(0, reach - box.top, reach - box.left, box.right + reach - window.innerWidth);
  });

describe('what a screen reader hears, said once and in the page’s language', () => {
  it('A: a pick-one group left empty is an alert, and the group names it', async () => {
    const lang: Lang = 'en-US';
    const { page, errors } = await e2e.phone();
    await seatAtMenu(page, lang, tables[3]?.id ?? '3004');
    await page.getByRole('button', { name: /^Braised beef noodle soup/ }).click();
    const sheet = productSheet(page, lang);
    await sheet.getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) }).click();
    await expect.poll(() => focused(page)).toMatch(named('radio', 'Not spicy'));
    const alert = sheet.getByRole('alert');
    await expect.poll(() => alert.allInnerTexts()).toEqual([text(lang, 'product.groupMissing')]);
    // Tied to the group too, for a diner who comes back to it later; no other region says it.
    const describedBy = await sheet
      .locator('fieldset[aria-invalid="true"]')
      .getAttribute('aria-describedby');
    expect(await alert.getAttribute('id')).toBe(describedBy);
    expect(
      (await liveTexts(page)).filter((said) => said.includes(text(lang, 'product.groupMissing'))),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('C: the account and member pages reach 7:1 (AAA) in both themes', async () => {
    const { page, errors } = await e2e.phone();
    await logInOnPage(page, e2e.server, 'en-US', MEI_PHONE);
    for (const path of ['/merchant/1001/account', '/merchant/1001/member']) {
      await visitAsMember(page, e2e.baseUrl, path);
      await page.locator('.member-summary').waitFor();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForFunction(
          (want) => document.documentElement.dataset.theme === want,
          scheme,
        );
        const contrast = (await allViolations(page)).filter((found) =>
          found.id.startsWith('color-contrast'),
        );
        expect(describeViolations(contrast), `${path}, ${scheme}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });

  it('D: an arrow key on the guest count is said by the radio alone, not again by a live line', async () => {
    const lang: Lang = 'en-US';
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, lang, await e2e.qr(tables[4]?.id ?? '3005'));
    await page.waitForURL((url) => url.pathname.endsWith('/select-guests'));
    await tabTo(page, /^radio "1 guest/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatch(/^radio "2 guests" \[checked\]/);
    expect((await liveTexts(page)).filter((said) => said.includes('2 guests'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const lang of ['en-US', 'zh-TW'] as const)
    it(`E: the table bar's buttons say they change what they show (${lang})`, async () => {
      const { page, errors } = await e2e.phone({ locale: lang });
      await seatAtMenu(page, lang, tables[lang === 'en-US' ? 5 : 6]?.id ?? '3006');
      const buttons = page.locator('.table-bar button');
      await expect.poll(() => buttons.count()).toBe(2);
      for (const button of await buttons.all()) {
        const shown = (await button.innerText()).trim();
        // The words on the button come first (WCAG 2.5.3), then what pressing it does.
        await expect(button.ariaSnapshot()).resolves.toContain(
          `- button "${text(lang, 'home.change', { what: shown })}"`,
        );
      }
      expect(errors).toEqual([]);
    });

  it('F: zh-TW names join their parts with Chinese punctuation, no space after a full-width colon', async () => {
    const lang: Lang = 'zh-TW';
    const { page, errors } = await e2e.phone({ locale: lang });
    await seatAtMenu(page, lang, tables[7]?.id ?? '3008');
    const card = await productCard(page, demoFacts.products.porkDumplings).ariaSnapshot();
    expect(card).not.toMatch(/\. /);
    expect(card).toMatch(/含有：麩質、大豆和芝麻 ?。 ?US\$9\.50/);
    const header = page.locator('header');
    expect(
      await header.getByRole('button', { name: '切換語言：繁體中文', exact: true }).count(),
    ).toBe(1);
    expect(await header.getByRole('button', { name: /^同桌：您/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  for (const [lang, colorScheme] of [
    ['zh-TW', 'dark'],
    ['en-US', 'light'],
  ] as const)
    it(`G: the header's focus rings stay on screen at the top (${lang}, ${colorScheme})`, async () => {
      const { page, errors } = await e2e.phone({ locale: lang, colorScheme });
      await seatAtMenu(page, lang, tables[lang === 'en-US' ? 8 : 9]?.id ?? '3009');
      await page.locator('h1').focus();
      await tabTo(page, named('link', text(lang, 'header.account')), { back: true });
      // Each control of the header's first row, from the account link to the theme toggle.
      const cut: Record<string, number> = {};
      const last = named('button', text(lang, 'theme.dark'));
      for (let step = 0; step < 8; step += 1) {
        const now = await focused(page);
        cut[now] = await ringCut(page);
        if (last.test(now)) break;
        await page.keyboard.press('Tab');
      }
      expect(Object.keys(cut).some((name) => last.test(name))).toBe(true);
      expect(cut).toEqual(Object.fromEntries(Object.keys(cut).map((name) => [name, 0])));
      expect(errors).toEqual([]);
    });
});

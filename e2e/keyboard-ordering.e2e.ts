import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { allViolations, describeViolations } from './support/axe.ts';
import type { PhonePage } from './support/browser.ts';
import { cartCount, giveFirstName, productCard, productSheet, scanTable } from './support/diner.ts';
import {
  focused,
  hiddenUnderCartBar,
  hiddenUnderFooter,
  named,
  tabTo,
} from './support/keyboard.ts';
import { logInOnPage, visitAsMember } from './support/members.ts';
import { REMOVAL_HOLD_MS } from '../src/ui/table/announcements.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { shootBothThemes } from './support/shots.ts';

const e2e = useE2e();
const { products, tables } = demoFacts;
const SHRIMP_DUMPLINGS = '5002';

/**
 * What axe reports that docs/accessibility.md ("axe exceptions") explains, as `rule` or
 * `rule@selector`. Empty: every rule at every level passes on these screens.
 */
const ACCEPTED: readonly string[] = [];

/** A screen in both themes: screenshots (e2e/screenshots/keyboard/), axe with every rule. */
const checkScreen = (page: Page, name: string, lang: Lang) =>
  shootBothThemes(page, 'keyboard', name, lang, (checked) => allViolations(checked, ACCEPTED));

const expectFocus = (page: Page, want: RegExp) =>
  expect.poll(() => focused(page), { timeout: 5_000 }).toMatch(want);

/** A key, and where the focus must be after it. */
const press = async (page: Page, key: string, then: RegExp) => {
  await page.keyboard.press(key);
  await expectFocus(page, then);
};

/** What the app's live region has said (the last few announcements). */
const announced = (page: Page) => page.locator('#announcer').innerText();

/** The keyboard diner's start: the QR link, dine in from the chooser, a guest count, the menu. */
const sitDownByKeyboard = async (page: Page, lang: Lang, qr: string) => {
  await page.goto(`${e2e.baseUrl}${prefix(lang)}/m/1001/q/${qr}`);
  await page.waitForURL((url) => !url.pathname.includes('/q/'));
  await settled(page);
  // The chooser opens by itself with the focus on its title; once it is answered the focus
  // goes to the page's title, not to the bare page.
  await expectFocus(page, named('heading', text(lang, 'popup.orderType.title')));
  await checkScreen(page, 'order-type', lang);
  await tabTo(page, named('button', text(lang, 'orderType.dineIn')));
  await press(page, 'Enter', named('heading', text(lang, 'title.selectGuests')));
  await tabTo(page, /^radio "1\D/);
  await press(page, 'ArrowRight', /^radio .*\[checked\]/);
  await checkScreen(page, 'guests', lang);
  await tabTo(page, named('button', text(lang, 'selectGuests.start')));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/order'));
  await settled(page);
  await expectFocus(page, named('heading', text(lang, 'title.order')));
};

/** Another diner at the table (mouse and all: only the first diner is on the keyboard). */
const joinAndAdd = async (lang: Lang, qr: string, name: string): Promise<PhonePage> => {
  const other = await e2e.phone();
  await scanTable(other.page, e2e.baseUrl, lang, qr);
  if (other.page.url().endsWith('/select-guests')) {
    await other.page.getByRole('button', { name: text(lang, 'selectGuests.start') }).click();
    await other.page.waitForURL((url) => url.pathname.endsWith('/order'));
  }
  await addDish(other, lang, products.porkDumplings);
  await giveFirstName(other.page, lang, name);
  return other;
};

const addDish = async ({ page }: PhonePage, lang: Lang, productId: string) => {
  await productCard(page, productId).click();
  await productSheet(page, lang)
    .getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) })
    .click();
};

describe('ordering with the keyboard alone, heard by a screen reader', () => {
  it('en-US: from the QR link to the order detail by keyboard; other diners’ dishes are announced', async () => {
    const lang = 'en-US';
    const { page, errors } = await e2e.phone();
    const qr = await e2e.qr(tables[0]?.id ?? '3001');
    await sitDownByKeyboard(page, lang, qr);
    await checkScreen(page, 'menu', lang);

    // The product sheet: focus on its title; Escape gives it back to the dish.
    const beef = 'Braised beef noodle soup';
    await tabTo(page, named('button', beef));
    await press(page, 'Enter', named('heading', beef));
    await checkScreen(page, 'product', lang);
    await press(page, 'Escape', named('button', beef));
    await press(page, 'Enter', named('heading', beef));
    // Modifiers: a required pick-one group by arrow keys, an extra by Space.
    await tabTo(page, named('radio', 'Not spicy'));
    await press(page, 'ArrowDown', /^radio "Mild" \[checked\]/);
    await tabTo(page, named('checkbox', 'Soft-boiled egg'));
    await press(page, 'Space', /^checkbox "Soft-boiled egg.*\[checked\]/);
    await tabTo(page, named('button', text(lang, 'product.add')));
    // Tab stays in the sheet: from its last control to its first and back.
    await press(page, 'Tab', named('button', text(lang, 'common.close')));
    await press(page, 'Shift+Tab', named('button', text(lang, 'product.add')));
    await page.keyboard.press('Enter');
    // A first dish asks for a name; once given, the dish is added and the focus is back on it.
    await expectFocus(page, named('heading', text(lang, 'popup.editName.title')));
    // Closed without a name, the focus goes back into the dish sheet under it, never to the
    // bare page (its opener went busy as it opened).
    await page.keyboard.press('Escape');
    await expectFocus(
      page,
      new RegExp(
        `${named('button', text(lang, 'product.add')).source}|${named('heading', beef).source}`,
      ),
    );
    await tabTo(page, named('button', text(lang, 'product.add')));
    await page.keyboard.press('Enter');
    await expectFocus(page, named('heading', text(lang, 'popup.editName.title')));
    await checkScreen(page, 'name', lang);
    await tabTo(page, named('textbox', text(lang, 'name.first')));
    await page.keyboard.type('Ada');
    await press(page, 'Enter', named('button', beef));
    // The sheet closed on Add: the live region confirms the dish went in.
    await expect.poll(() => announced(page)).toBe(`You added 1 × ${beef}`);
    // Down the menu by Tab, each dish comes into sight above the cart bar, none half under it.
    for (let dish = 0; dish < 6; dish += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => hiddenUnderCartBar(page)).toBeLessThanOrEqual(0);
    }
    await tabTo(page, named('button', beef), { back: true });

    // Another diner adds a dish: the live region says so, by name.
    const ben = await joinAndAdd(lang, qr, 'Ben');
    await expect.poll(() => announced(page)).toContain('Ben added 1 × Pork & chive dumplings (10)');

    // The cart: its title first; the stepper says the new quantity.
    await tabTo(page, /^button ".*View cart/);
    await press(page, 'Enter', named('heading', text(lang, 'popup.cart.title')));
    await checkScreen(page, 'cart', lang);
    const quantityOf = text(lang, 'cart.quantityOf', { name: beef });
    await tabTo(page, named('button', text(lang, 'common.increase', { what: quantityOf })));
    await page.keyboard.press('Enter');
    const stepper = page.getByRole('group', { name: quantityOf });
    await expect.poll(() => stepper.locator('output[aria-live="polite"]').innerText()).toBe('2');
    await expectFocus(page, named('button', text(lang, 'common.increase', { what: quantityOf })));

    // While the cart (a modal) is open, the region is inside it, where a screen reader hears it.
    await addDish(ben, lang, SHRIMP_DUMPLINGS);
    await expect.poll(() => announced(page)).toContain('Ben added 1 × Shrimp dumplings (6)');
    expect(await page.locator('dialog[open] #announcer').count()).toBe(1);

    // A popup over the cart: the line's edit dialog, closed by Escape, back on its button.
    const edit = text(lang, 'cart.editLine', { name: beef });
    await tabTo(page, named('button', edit));
    await press(page, 'Enter', named('heading', beef));
    await checkScreen(page, 'line-edit', lang);
    // Tab wraps inside the nested dialog, not the cart around it.
    await press(page, 'Shift+Tab', named('button', text(lang, 'cart.save')));
    await press(page, 'Tab', named('button', text(lang, 'common.close')));
    await press(page, 'Escape', named('button', edit));
    // The table sheet over the cart, and back.
    await tabTo(page, named('button', text(lang, 'table.open')));
    await press(page, 'Enter', named('heading', text(lang, 'table.title')));
    await checkScreen(page, 'table', lang);
    await press(page, 'Escape', named('button', text(lang, 'table.open')));
    // A control Tab reaches below the lines is scrolled clear of the Place order footer.
    await tabTo(page, named('button', text(lang, 'title.login')));
    await expect.poll(() => hiddenUnderFooter(page)).toBeLessThanOrEqual(0);
    // Escape closes the cart too, and the focus is back on the cart bar.
    await press(page, 'Escape', /^button ".*View cart/);

    // Place the order from the cart; the confirmation leads to the order detail.
    await press(page, 'Enter', named('heading', text(lang, 'popup.cart.title')));
    await tabTo(page, named('button', text(lang, 'cart.placeOrder')));
    await press(page, 'Enter', named('heading', text(lang, 'popup.orderSubmitted.title')));
    await checkScreen(page, 'placed', lang);
    await tabTo(page, named('button', text(lang, 'popup.orderSubmitted.viewDetail')));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.includes('/order-detail/'));
    await settled(page);
    await expectFocus(page, named('heading', text(lang, 'title.orderDetail')));
    await page.locator('main').getByText(beef).first().waitFor();
    await checkScreen(page, 'detail', lang);
    expect(await announced(page)).not.toContain('Ada');
    // The round emptied the table's cart: nobody's dishes were removed, and nobody hears so,
    // not even once a removal's wait is over.
    await ben.page.waitForTimeout(REMOVAL_HOLD_MS + 1_000);
    expect(await announced(page)).not.toMatch(/removed/);
    expect(await announced(ben.page)).not.toMatch(/removed/);

    // Someone new arrives while the order is unpaid: the unfinished-order popup opens by itself,
    // focus on its title; once answered, the focus is on the page's title.
    const cy = await e2e.phone();
    await cy.page.goto(`${e2e.baseUrl}/m/1001/q/${qr}`);
    await cy.page.waitForURL((url) => url.pathname.includes('/order-detail/'));
    await settled(cy.page);
    await expectFocus(cy.page, named('heading', text(lang, 'popup.unfinished.title')));
    await checkScreen(cy.page, 'unfinished', lang);
    // Cy holds no dishes: the popup does not say Start again clears his.
    expect(await cy.page.getByText(text(lang, 'popup.unfinished.restartHint')).count()).toBe(0);
    await tabTo(cy.page, named('button', text(lang, 'popup.unfinished.continue')));
    await cy.page.keyboard.press('Enter');
    await cy.page.waitForURL((url) => url.pathname.endsWith('/order'));
    // The newcomer joins the party's dine-in: no chooser that would switch the whole table.
    await expectFocus(cy.page, named('heading', text(lang, 'title.order')));
    await cy.page
      .locator('.table-bar')
      .getByRole('button', { name: text(lang, 'orderType.dineIn') })
      .waitFor();
    expect(
      await cy.page.getByRole('dialog', { name: text(lang, 'popup.orderType.title') }).count(),
    ).toBe(0);
    expect(cy.errors).toEqual([]);

    expect(errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  }, 240_000);

  it('zh-TW: a shorter pass, and the announcement in Chinese', async () => {
    const lang = 'zh-TW';
    const { page, errors } = await e2e.phone({ locale: 'zh-TW' });
    const qr = await e2e.qr(tables[1]?.id ?? '3002');
    await sitDownByKeyboard(page, lang, qr);
    await checkScreen(page, 'menu', lang);
    const dumplings = '韭菜豬肉水餃（10 顆）';
    await tabTo(page, named('button', dumplings.slice(0, 4)));
    await press(page, 'Enter', named('heading', dumplings.slice(0, 4)));
    await checkScreen(page, 'product', lang);
    await tabTo(page, named('button', text(lang, 'product.add')));
    await page.keyboard.press('Enter');
    await tabTo(page, named('textbox', text(lang, 'name.first')));
    await page.keyboard.type('小明');
    await press(page, 'Enter', named('button', dumplings.slice(0, 4)));
    await expect.poll(() => announced(page)).toBe(`您新增了 1 × ${dumplings}`);

    // The only dish out and back by Undo: the cart bar went and came back meanwhile, and Escape
    // still returns to it.
    await tabTo(page, /^button ".*購物車/);
    await press(page, 'Enter', named('heading', text(lang, 'popup.cart.title')));
    const quantityOf = text(lang, 'cart.quantityOf', { name: dumplings });
    const fewer = named('button', text(lang, 'common.decrease', { what: quantityOf }));
    const more = named('button', text(lang, 'common.increase', { what: quantityOf }));
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(2);
    await tabTo(page, fewer, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(1);
    // The second − takes the line, and its button, away: the focus goes to the one Undo, which
    // now says both.
    const undo = named('button', text(lang, 'cart.undoRemove', { name: dumplings }));
    await press(page, 'Enter', undo);
    await expect.poll(() => cartCount(page)).toBe(0);
    await expect
      .poll(() => page.locator('.line--removed').allInnerTexts())
      .toEqual([expect.stringContaining(`2 × 「${dumplings}」`)]);
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(2);
    await tabTo(page, fewer);
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(1);
    await press(page, 'Escape', /^button ".*購物車/);

    const mei = await joinAndAdd(lang, qr, '美美');
    // Her own dish put back in the cart by Undo: its stepper said so, the region does not.
    await expect
      .poll(() => announced(page))
      .toMatch(/^您新增了 1 × 韭菜豬肉[^\n]+\n+美美新增了 1 × 韭菜豬肉/);
    // A reload hears nothing again: what happened before is not news.
    await page.reload();
    await settled(page);
    await expect.poll(() => cartCount(page)).toBe(2);
    await page.locator('#announcer').waitFor({ state: 'attached' });
    expect(await announced(page)).toBe('');
    await tabTo(page, /^button ".*購物車/);
    await press(page, 'Enter', named('heading', text(lang, 'popup.cart.title')));
    await checkScreen(page, 'cart', lang);
    // A confirmation over the cart, and back to the button that asked for it.
    await tabTo(page, named('button', text(lang, 'cart.clear')));
    await press(page, 'Enter', named('heading', text(lang, 'cart.clearTitle')));
    await checkScreen(page, 'clear', lang);
    await press(page, 'Escape', named('button', text(lang, 'cart.clear')));
    await press(page, 'Escape', /^button ".*購物車/);
    // The login sheet a visitor meets at the account, and back to the account link.
    await tabTo(page, named('link', text(lang, 'header.account')), { back: true });
    await press(page, 'Enter', named('heading', text(lang, 'popup.login.title')));
    await checkScreen(page, 'login', lang);
    await press(page, 'Escape', named('link', text(lang, 'header.account')));

    expect(errors).toEqual([]);
    expect(mei.errors).toEqual([]);
  }, 180_000);

  it('a popup closed over the dish sheet leaves the focus in the sheet, never on the bare page', async () => {
    const lang: Lang = 'en-US';
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, lang, await e2e.qr(tables[2]?.id ?? '3003'));
    const start = page.getByRole('button', { name: text(lang, 'selectGuests.start') });
    if (await start.isVisible()) await start.click();
    await page.waitForURL((url) => url.pathname.endsWith('/order'));
    await settled(page);
    // By touch: the tapped Add goes busy as the name popup opens, so it is no opener to go back to.
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, lang)
      .getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) })
      .click();
    const asked = page.getByRole('dialog', { name: text(lang, 'popup.editName.title') });
    await asked.getByRole('button', { name: text(lang, 'common.close') }).click();
    await asked.waitFor({ state: 'hidden' });
    // Back on Add when it is there to take it, else the sheet's title.
    await expectFocus(
      page,
      new RegExp(
        `${named('button', text(lang, 'product.add')).source}|${named('heading', 'Pork & chive dumplings (10)').source}`,
      ),
    );
    // A stepper's button at its limit says so and keeps the focus (a disabled one dropped it).
    const quantity = text(lang, 'product.quantity');
    const sheet = productSheet(page, lang);
    await sheet
      .getByRole('button', { name: text(lang, 'common.increase', { what: quantity }) })
      .click();
    const fewer = sheet.getByRole('button', {
      name: text(lang, 'common.decrease', { what: quantity }),
    });
    await fewer.click();
    await expect(fewer.getAttribute('aria-disabled')).resolves.toBe('true');
    await expectFocus(page, named('button', text(lang, 'common.decrease', { what: quantity })));
    // Pressed again at 1, it does nothing.
    await page.keyboard.press('Enter');
    await expect(sheet.locator('output').first().innerText()).resolves.toBe('1');
    expect(errors).toEqual([]);
  });
});

/**
 * What a screen reader says, and what a keyboard user sees, in the small: each check here is a
 * defect a keyboard and screen-reader walk at 390×844 found (2026-11-30), kept from coming back.
 */
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

import { Schema } from 'effect';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dietEnUS from '../locales/dietary/en-US.json';
import dietZhTW from '../locales/dietary/zh-TW.json';
import { demoFacts } from '../server/demo/facts.ts';
import {
  type DietaryFilter,
  filterCategories,
  NO_FILTER,
} from '../src/domain/menu/dietary-filter.ts';
import type { MenuCategory } from '../src/domain/model/menu.ts';
import { MenuCategorySchema } from '../src/domain/model/schemas/menu.ts';
import { settled } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { productCard, productSheet, scanTable } from './support/diner.ts';
import { type Lang, staffText, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { shootBothThemes } from './support/shots.ts';
import { demoStaffToken, openScreen, signInByLink } from './support/staff.ts';

/*
 * Issue 16, dietary and allergen information: the diner filters the menu and search and reads
 * the badges (en-US and zh-TW), the staff console changes a dish's allergens and the diner's
 * menu follows, live. One file: each starts its own server and Chromium.
 */
const e2e = useE2e();
const { tables } = demoFacts;
const PORK_DUMPLINGS = '5001';
const VEGETABLE_DUMPLINGS = '5003';
const DAN_DAN = '5009';
const SCALLION_PANCAKE = '5025';

/** The dietary catalogue's text (locales/dietary), ICU arguments filled in plainly. */
const diet = (lang: Lang, key: keyof typeof dietEnUS, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    (lang === 'en-US' ? dietEnUS : dietZhTW)[key],
  );

/** The menu as the server gives it, read with the domain's schema. */
const serverMenu = async (): Promise<readonly MenuCategory[]> => {
  const reply = await fetch(
    `${e2e.baseUrl}/api/member/merchant/products-by-categories?merchantId=1001`,
  );
  const body = (await reply.json()) as { data: unknown };
  return Schema.decodeUnknownSync(Schema.Array(MenuCategorySchema))(body.data);
};

/** Which dishes the domain's rule lets through: what the page must show. */
const expectedIds = async (filter: DietaryFilter): Promise<string[]> =>
  filterCategories(await serverMenu(), filter).flatMap((category) =>
    category.products.map((product) => product.id),
  );

const shownIds = (page: Page) =>
  page
    .locator('.menu-section li[data-product-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-product-id') ?? ''));

/** Scans a table, says how many are eating, and lands on the menu. */
const openMenu = async (page: Page, lang: Lang, tableIndex: number) => {
  await scanTable(page, e2e.baseUrl, lang, await e2e.qr(tables[tableIndex]?.id ?? '3001'));
  await page.getByRole('button', { name: text(lang, 'selectGuests.start') }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/merchant/1001/order'));
  await settled(page);
  await productCard(page, PORK_DUMPLINGS).waitFor();
};

const filterToggle = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${diet(lang, 'filter.open')}`) });

const status = (page: Page) => page.locator('.diet-filter__status');

describe('dietary filters and badges', () => {
  it('a diner filters the menu and search in English; badges are read; the filter outlives a reload', async () => {
    const { page, errors } = await e2e.phone();
    await openMenu(page, 'en-US', 0);
    // Badges are words in the card's accessible name.
    await page
      .getByRole('button', {
        name: /^Pork & chive dumplings \(10\).*Contains: gluten, soy, and sesame/,
      })
      .waitFor();
    await page
      .getByRole('button', {
        name: /^Dan dan noodles.*Spicy \(2 of 3\).*Contains: gluten, peanuts/,
      })
      .waitFor();
    await page.getByRole('button', { name: /^Steamed rice.*Vegan.*No major allergens/ }).waitFor();
    // Each badge is its own phrase, its full stop right after its words.
    await page
      .getByRole('button', { name: /^Steamed rice.* Vegan\. No major allergens\. \$/ })
      .waitFor();

    // Vegetarian, without peanuts: exactly the dishes the domain's rule lets through.
    const toggle = filterToggle(page, 'en-US');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await page
      .getByRole('group', { name: 'Without' })
      .getByRole('checkbox', { name: 'peanuts' })
      .check();
    const filter: DietaryFilter = { ...NO_FILTER, vegetarian: true, without: ['peanuts'] };
    const expected = await expectedIds(filter);
    const total = demoFacts.productCount - 1;
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(total);
    await expect.poll(() => shownIds(page)).toEqual(expected);
    expect(expected).not.toContain(PORK_DUMPLINGS);
    expect(expected).not.toContain('5014'); // vegan sesame noodles, but peanuts in the sauce
    await expect
      .poll(() => status(page).innerText())
      .toBe(`${expected.length} dishes of ${total} shown`);
    await page
      .getByRole('button', { name: 'Diet and allergens 2 filters on', exact: true })
      .waitFor();
    await shootBothThemes(page, 'dietary', 'menu-filter-open', 'en-US');

    // "Show 18 dishes" closes the choices, back on the button that opens them.
    await page.getByRole('button', { name: `Show ${expected.length} dishes` }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      'diet-filter__toggle',
    );

    // The sheet says each fact in words.
    await productCard(page, VEGETABLE_DUMPLINGS).click();
    const sheet = productSheet(page, 'en-US');
    const details = sheet.getByRole('region', { name: 'Diet and allergens' });
    await details.waitFor();
    expect((await details.locator('dl').innerText()).replace(/\s+/g, ' ')).toBe(
      'Vegetarian Yes Vegan Yes Spice Not spicy Allergens Contains gluten, soy, and sesame',
    );
    await shootBothThemes(page, 'dietary', 'product-sheet', 'en-US');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // A reload keeps the filter (the tab's session storage), and search obeys it.
    await page.reload();
    await settled(page);
    await expect.poll(() => shownIds(page)).toEqual(expected);
    await page.getByRole('link', { name: text('en-US', 'header.search') }).click();
    await settled(page);
    await page.getByLabel(text('en-US', 'search.label')).fill('dumplings');
    await productCard(page, VEGETABLE_DUMPLINGS).waitFor();
    expect(await productCard(page, PORK_DUMPLINGS).count()).toBe(0);
    // With a filter on, its status says how many of those found it shows, once the typing
    // pauses, and the search says no count of its own: a screen reader heard both.
    await expect
      .poll(() => page.locator('.diet-filter__summary [role="status"]').innerText())
      .toMatch(/^\d+ dish(es)? of \d+ shown$/);
    await page.waitForTimeout(1_000);
    expect(await page.locator('.search-announcement').innerText()).toBe('');
    // Without gluten too: every dumpling has a wheat wrapper, so the search says why it is empty.
    await filterToggle(page, 'en-US').click();
    await page.getByRole('checkbox', { name: 'gluten' }).check();
    // The panel's button counts what shows now, not what the spoken status will say in a moment.
    expect(await page.getByRole('button', { name: /^Show \d+ dish/ }).innerText()).toBe(
      'Show 0 dishes',
    );
    await page.getByText(/^\d+ results are hidden by your filters\.$/).waitFor();
    await shootBothThemes(page, 'dietary', 'search-hidden', 'en-US');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await productCard(page, PORK_DUMPLINGS).waitFor();
    // The focus moves to the filter's button, not to the page's top.
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('diet-filter__toggle')),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a diner filters in Traditional Chinese: vegan, not spicy, without soy', async () => {
    const { page, errors } = await e2e.phone({ locale: 'zh-TW' });
    await openMenu(page, 'zh-TW', 1);
    await page
      .getByRole('button', { name: /^韭菜豬肉水餃（10 顆）.*含有：麩質、大豆和芝麻/ })
      .waitFor();
    await page.getByRole('button', { name: /^擔擔麵.*辣度 2／3/ }).waitFor();
    await filterToggle(page, 'zh-TW').click();
    await page.getByRole('checkbox', { name: '純素' }).check();
    await page.getByRole('checkbox', { name: '不辣' }).check();
    await page.getByRole('group', { name: '不含' }).getByRole('checkbox', { name: '大豆' }).check();
    const expected = await expectedIds({
      ...NO_FILTER,
      vegan: true,
      notSpicy: true,
      without: ['soy'],
    });
    await expect.poll(() => shownIds(page)).toEqual(expected);
    expect(expected).toContain('5021'); // steamed rice
    expect(expected).not.toContain(VEGETABLE_DUMPLINGS); // soy sauce in the filling
    await expect
      .poll(() => status(page).innerText())
      .toBe(`顯示 ${demoFacts.productCount - 1} 道中的 ${expected.length} 道餐點`);
    await page.getByRole('button', { name: /^白飯.*純素.*不含主要過敏原/ }).waitFor();
    await shootBothThemes(page, 'dietary', 'menu-filter-open', 'zh-TW');
    await filterToggle(page, 'zh-TW').click();
    await shootBothThemes(page, 'dietary', 'menu-filtered', 'zh-TW');
    await productCard(page, '5021').click();
    const details = productSheet(page, 'zh-TW').getByRole('region', { name: '飲食與過敏原' });
    expect((await details.locator('dl').innerText()).replace(/\s+/g, '')).toBe(
      '素食是純素是辣度不辣過敏原不含九大主要過敏原',
    );
    await shootBothThemes(page, 'dietary', 'product-sheet', 'zh-TW');
    expect(errors).toEqual([]);
  });

  it('the staff console edits a dish’s allergens, in both languages; the diner’s menu follows live', async () => {
    const diner = await e2e.phone();
    await openMenu(diner.page, 'en-US', 2);
    await filterToggle(diner.page, 'en-US').click();
    await diner.page
      .getByRole('group', { name: 'Without' })
      .getByRole('checkbox', { name: 'sesame' })
      .check();
    await productCard(diner.page, SCALLION_PANCAKE).waitFor();
    expect(await productCard(diner.page, DAN_DAN).count()).toBe(0);

    const token = await demoStaffToken(e2e.server);
    const { page, errors, context } = await openScreen(e2e.browser, {
      viewport: { width: 390, height: 844 },
    });
    try {
      await signInByLink(page, e2e.baseUrl, token, '/staff/menu');
      const pancake = page.locator('li.product', { hasText: 'Scallion pancake' });
      await pancake.getByText('Vegan · Not spicy · Contains gluten', { exact: true }).waitFor();
      await pancake.getByRole('button', { name: 'Diet and allergens: Scallion pancake' }).click();
      await pancake
        .getByRole('group', { name: 'Allergens' })
        .getByRole('checkbox', { name: 'Sesame' })
        .check();
      const noSerious = async () =>
        expect(describeViolations(await seriousViolations(page))).toEqual([]);
      await noSerious();
      await page.screenshot({
        path: `${process.env.SHOTS_DIR ?? 'e2e/screenshots'}/dietary/staff-form-en-US.png`,
      });
      await pancake.getByRole('button', { name: 'Save diet and allergens' }).click();
      await page
        .getByRole('status')
        .getByText('Scallion pancake: diet and allergens saved; diners’ menus show them now.')
        .waitFor();
      await pancake
        .getByText('Vegan · Not spicy · Contains gluten and sesame', { exact: true })
        .waitFor();

      // The diner's menu reloads on the server's menuChanged: the pancake leaves "without sesame".
      await expect.poll(() => productCard(diner.page, SCALLION_PANCAKE).count()).toBe(0);
      await diner.page.getByRole('button', { name: 'Clear filters' }).click();
      await diner.page
        .getByRole('button', { name: /^Scallion pancake.*Contains: gluten and sesame/ })
        .waitFor();

      // The same form in Chinese: allergens back to "not stated", which diners see as such.
      await page.getByRole('button', { name: '繁體中文' }).click();
      const zhPancake = page.locator('li.product', { hasText: '蔥油餅' });
      await zhPancake.getByRole('button', { name: '飲食與過敏原：蔥油餅' }).click();
      await zhPancake
        .getByRole('group', { name: '過敏原' })
        .getByRole('radio', { name: '未標示' })
        .check();
      await noSerious();
      await page.screenshot({
        path: `${process.env.SHOTS_DIR ?? 'e2e/screenshots'}/dietary/staff-form-zh-TW.png`,
      });
      await zhPancake.getByRole('button', { name: '儲存飲食與過敏原' }).click();
      await page
        .getByRole('status')
        .getByText(staffText('zh-TW', 'dietary.saved', { product: '蔥油餅' }))
        .waitFor();
      await zhPancake.getByText('純素 · 不辣 · 未標示過敏原', { exact: true }).waitFor();
      await diner.page
        .getByRole('button', { name: /^Scallion pancake.*Allergens not stated/ })
        .waitFor();
      expect(errors).toEqual([]);
      expect(diner.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

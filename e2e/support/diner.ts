import type { Page } from 'playwright-core';
import { settled } from './app.ts';
import { type Lang, prefix, text } from './messages.ts';

/** A diner scanning the table's QR code: start-up, then dine-in from the chooser. */
export const scanTable = async (
  page: Page,
  baseUrl: string,
  lang: Lang,
  qrcodeId: string,
  query = '',
) => {
  await page.goto(`${baseUrl}${prefix(lang)}/m/1001/q/${qrcodeId}${query}`);
  await page.waitForURL((url) => !url.pathname.includes('/q/'));
  await settled(page);
  await chooseDineInIfAsked(page, lang);
};

/** The order-type chooser opens where the table has no order type yet: dine in. */
export const chooseDineInIfAsked = async (page: Page, lang: Lang) => {
  const chooser = page.getByRole('dialog', { name: text(lang, 'popup.orderType.title') });
  if (await chooser.isVisible()) {
    await chooser.getByRole('button', { name: text(lang, 'orderType.dineIn') }).click();
    await chooser.waitFor({ state: 'hidden' });
  }
};

/** The product card of a dish, by its menu id (the demo's `demoFacts.products`). */
export const productCard = (page: Page, productId: string) =>
  page.locator(`li[data-product-id="${productId}"] button`);

/** The product sheet that is open now (the topmost dialog holding an Add button). */
export const productSheet = (page: Page, lang: Lang) =>
  page.locator('dialog[open]').filter({
    has: page.getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) }),
  });

/** Answers the first-name prompt a visitor gets before their first dish. */
export const giveFirstName = async (page: Page, lang: Lang, name: string) => {
  const prompt = page.getByRole('dialog', { name: text(lang, 'popup.editName.title') });
  await prompt.waitFor();
  await prompt.getByLabel(text(lang, 'name.first')).fill(name);
  await prompt.getByRole('button', { name: text(lang, 'name.save') }).click();
  await prompt.waitFor({ state: 'hidden' });
};

/** The number on the cart bar: every diner's dishes at the table. */
export const cartCount = async (page: Page): Promise<number> => {
  const count = page.locator('.cart-bar__count');
  if ((await count.count()) === 0) return 0;
  return Number(await count.innerText());
};

/** Adds a dish from the menu (the first option where it asks for one); a name the first time. */
export const addDish = async (page: Page, lang: Lang, productId: string, name?: string) => {
  await productCard(page, productId).click();
  const sheet = productSheet(page, lang);
  await sheet.waitFor();
  const pickOne = sheet.getByRole('radio');
  if ((await pickOne.count()) > 0) await pickOne.first().check();
  await sheet.getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) }).click();
  if (name !== undefined) await giveFirstName(page, lang, name);
  await sheet.waitFor({ state: 'hidden' });
};

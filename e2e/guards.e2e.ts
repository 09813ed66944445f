import { expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { heading, settled, visit } from './support/app.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();

it('guard 1: the root leads to the remembered merchant’s order page', async () => {
  const { page } = await e2e.phone();
  await visit(page, e2e.baseUrl, '/merchant/1001');
  await visit(page, e2e.baseUrl, '/');
  await page.waitForURL((url) => url.pathname === '/merchant/1001/order');
  expect(await heading(page)).toBe(text('en-US', 'title.order'));
});

it('guard 2: a login-required route opened from a page keeps it and opens the login popup', async () => {
  const { page } = await e2e.phone();
  await visit(page, e2e.baseUrl, '/merchant/1001/select-guests');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/merchant/1001/order-list');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
  await login.waitFor();
  await settled(page);
  expect(new URL(page.url()).pathname).toBe('/merchant/1001/select-guests');
  await page.keyboard.press('Escape');
  await login.waitFor({ state: 'hidden' });
});

it('guard 3: the order page opens the order-type chooser, which cannot be closed there', async () => {
  const { page } = await e2e.phone();
  // Seated, with no order type chosen: the start-up's chooser is closed on the guest picker.
  await page.goto(`${e2e.baseUrl}/m/1001/q/${await e2e.qr(demoFacts.tables[0]?.id ?? '3001')}`);
  await page.waitForURL((url) => url.pathname === '/merchant/1001/select-guests');
  const chooser = page.getByRole('dialog', { name: text('en-US', 'popup.orderType.title') });
  await chooser.waitFor();
  await chooser.getByRole('button', { name: text('en-US', 'common.close') }).click();
  await chooser.waitFor({ state: 'hidden' });
  await visit(page, e2e.baseUrl, '/merchant/1001/order');
  await chooser.waitFor();
  await expect(
    chooser.getByRole('button', { name: text('en-US', 'common.close') }).count(),
  ).resolves.toBe(0);
  await page.keyboard.press('Escape');
  expect(await chooser.isVisible()).toBe(true);
  // At 55% of the viewport's height (spec §9).
  const box = await chooser.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(Math.round(844 * 0.55));
});

it('guard 3 wants a table: without one the menu is browsed, no chooser in the way', async () => {
  const { page, errors } = await e2e.phone();
  await visit(page, e2e.baseUrl, '/merchant/1001/order');
  await page.locator('li[data-product-id]').first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(errors).toEqual([]);
});

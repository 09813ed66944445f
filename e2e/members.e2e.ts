import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../src/domain/validation/name.ts';
import { demoFacts } from '../server/demo/facts.ts';
import { heading, settled, visit } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { named, tabTo } from './support/keyboard.ts';
import {
  fillLogin,
  freeSendLimits,
  latestCode,
  logInOnPage,
  newPhone,
  revokeSessions,
  visitAsMember,
} from './support/members.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { addDish, cartCount, productCard, productSheet, scanTable } from './support/diner.ts';
import { useE2e } from './support/session.ts';
import { shootBothThemes } from './support/shots.ts';
import { phoneForDisplay } from '../src/domain/validation/phone.ts';

const e2e = useE2e();
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const [MEI, DANIEL] = demoFacts.members;
const MEI_PHONE = MEI?.phone ?? '+12125550101';
const DANIEL_PHONE = DANIEL?.phone ?? '+12125550102';
const M = '/merchant/1001';
const langs: readonly Lang[] = ['en-US', 'zh-TW'];

const enrolment = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: text(lang, 'popup.enrolment.title') });

/** The error line a field names in aria-describedby. */
const fieldError = async (page: Page, label: string): Promise<string> =>
  page.evaluate((name) => {
    const labels = [...document.querySelectorAll('label')].filter(
      (l) => l.textContent?.trim() === name,
    );
    const control = labels.at(-1)?.control;
    const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('|');
  }, label);

/** Logs in from the header's "My account" (the popup over the page): it leads to the account. */
const logInFromAccountButton = async (page: Page) => {
  await page.getByRole('link', { name: text('en-US', 'header.account') }).click();
  const sheet = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
  await sheet.waitFor();
  await fillLogin(page, e2e.server, 'en-US', MEI_PHONE, sheet);
  await page.waitForURL((url) => url.pathname === `${M}/account`);
  await settled(page);
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).pathname).toBe(`${M}/account`);
};

describe('logging in', () => {
  it('by phone and code on the login page, back to the remembered URL', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${M}/account`);
    await page.waitForURL((url) => url.pathname === `${M}/login`);
    const main = page.locator('main');
    const submit = main.getByRole('button', { name: text('en-US', 'login.submit') });
    expect(await submit.isDisabled()).toBe(true);
    await main.getByLabel(text('en-US', 'login.phone'), { exact: true }).fill('(212) 555-0102');
    expect(await main.getByLabel(text('en-US', 'login.phone'), { exact: true }).inputValue()).toBe(
      DANIEL_PHONE,
    );
    await fillLogin(page, e2e.server, 'en-US', DANIEL_PHONE);
    await page.waitForURL((url) => url.pathname === `${M}/account`);
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'title.account'));
    await page.getByText(text('en-US', 'account.greeting', { name: 'Daniel Wong' })).waitFor();
    expect(errors).toEqual([]);
  });

  it('a corrected phone number gets its code at once: the minute to wait is the first number’s', async () => {
    const { page } = await e2e.phone({ colorScheme: 'dark' });
    await visit(page, e2e.baseUrl, `${M}/login`);
    const main = page.locator('main');
    await freeSendLimits(e2e.server);
    const field = main.getByLabel(text('en-US', 'login.phone'), { exact: true });
    const wrong = newPhone();
    await field.fill(wrong);
    await main.getByRole('button', { name: text('en-US', 'login.sendCode') }).click();
    await main
      .getByText(text('en-US', 'login.codeSent', { phone: phoneForDisplay(wrong) }))
      .waitFor();
    await main.getByRole('button', { name: /^Resend in/ }).waitFor();
    await field.fill(MEI_PHONE);
    await main.getByRole('button', { name: text('en-US', 'login.sendCode') }).click();
    // Said only once the server took it: the second number's code went out.
    await main
      .getByText(text('en-US', 'login.codeSent', { phone: phoneForDisplay(MEI_PHONE) }))
      .waitFor();
  });

  it('a code asked before a reload: asking again says the minute and leaves the focus on the code field, where that code logs in', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${M}/login`);
    const main = page.locator('main');
    await freeSendLimits(e2e.server);
    const phone = main.getByLabel(text('en-US', 'login.phone'), { exact: true });
    const send = main.getByRole('button', { name: text('en-US', 'login.sendCode') });
    await phone.fill(DANIEL_PHONE);
    await send.click();
    await main
      .getByText(text('en-US', 'login.codeSent', { phone: phoneForDisplay(DANIEL_PHONE) }))
      .waitFor();
    await page.reload();
    await settled(page);
    await phone.fill(DANIEL_PHONE);
    await send.click();
    await main.getByText(text('en-US', 'login.onlyOneMessagePerMinute')).waitFor();
    const code = main.getByLabel(text('en-US', 'login.code'), { exact: true });
    await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(await latestCode(e2e.server, DANIEL_PHONE));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect(errors).toEqual([]);
  });

  it('Enter on the phone sends the code, once a minute; a wrong code is announced, and leaves the focus in the code field, not on the bare page', async () => {
    const { page } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${M}/login`);
    const main = page.locator('main');
    await freeSendLimits(e2e.server);
    const phone = main.getByLabel(text('en-US', 'login.phone'), { exact: true });
    await phone.fill(MEI_PHONE);
    await phone.press('Enter');
    await main
      .getByText(text('en-US', 'login.codeSent', { phone: phoneForDisplay(MEI_PHONE) }))
      .waitFor();
    // The focus went on to the code; Enter back on the phone while the minute runs sends nothing.
    const codesSent = async () =>
      (
        await e2e.server.server.db.query<{ sent: number }>(
          'select count(*)::int as sent from otp_codes where phone = $1',
          [MEI_PHONE],
        )
      )[0]?.sent;
    const sent = await codesSent();
    await phone.press('Enter');
    await page.waitForTimeout(500);
    expect(await codesSent()).toBe(sent);
    expect(await main.getByRole('alert').count()).toBe(0);
    const right = await latestCode(e2e.server, MEI_PHONE);
    const code = main.getByLabel(text('en-US', 'login.code'), { exact: true });
    await code.fill(right === '000000' ? '111111' : '000000');
    await main.getByRole('button', { name: text('en-US', 'login.submit') }).click();
    // The code field's own error: the field is invalid and names it, and its polite line says it
    // as it appears (a screen reader hears why, not only that the focus moved), once.
    const wrong = 'The code is incorrect or has expired.';
    await expect.poll(() => fieldError(page, text('en-US', 'login.code'))).toContain(wrong);
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await main.getByText(wrong).count()).toBe(1);
    expect(await main.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('one-time-code');
    // Leaving the field keeps it: the code's format was never what was wrong.
    await page.keyboard.press('Tab');
    expect(await fieldError(page, text('en-US', 'login.code'))).toContain(wrong);
    // Said once, beside the field: no toast repeats it.
    expect(await page.locator('.toasts .toast').count()).toBe(0);
  });

  it('the send button counts down from 60 s and cannot be pressed meanwhile', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `/zh-tw${M}/login`);
    await freeSendLimits(e2e.server);
    await page.getByLabel(text('zh-TW', 'login.phone'), { exact: true }).fill(MEI_PHONE);
    await page.getByRole('button', { name: text('zh-TW', 'login.sendCode') }).click();
    const counting = page.getByRole('button', { name: /秒後可重送$/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    const first = Number((await counting.innerText()).match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(55);
    expect(first).toBeLessThanOrEqual(60);
    await page.waitForFunction(
      (start) => {
        const button = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('秒後可重送'),
        );
        return Number(button?.textContent?.match(/\d+/)?.[0]) < start;
      },
      first,
      { timeout: 5_000 },
    );
    expect(errors).toEqual([]);
  });

  it('from the login popup a guard opened, on to the attempted page', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${M}/select-guests`);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${M}/member`);
    const sheet = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
    await sheet.waitFor();
    await fillLogin(page, e2e.server, 'en-US', MEI_PHONE, sheet);
    await page.waitForURL((url) => url.pathname === `${M}/member`);
    await sheet.waitFor({ state: 'hidden' });
    await settled(page);
    await page.getByText('1,500 points').first().waitFor();
    await page.getByText('Gold', { exact: true }).waitFor();
    // The number as people read it, not as it is stored.
    await page.getByText('+1 (212) 555-0101', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('skip goes to the order page where guests may order, and forgets where the login led', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(ACCOUNT_TABLE));
    // The order list wants a member: its login page remembers the list, until the diner skips.
    await page.goto(`${e2e.baseUrl}${M}/order-list`);
    await page.waitForURL((url) => url.pathname === `${M}/login`);
    await page.getByRole('button', { name: text('en-US', 'login.skip') }).click();
    await page.waitForURL((url) => url.pathname === `${M}/order`);
    await settled(page);
    // A later login, from "My account", leads there and not to the list skipped earlier.
    await logInFromAccountButton(page);
    // The popup led to a new page: a screen reader is told where, on its title (the link that
    // opened the popup went with the old page, and left the focus on the bare page).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? null))
      .toBe(text('en-US', 'title.account'));
    expect(errors).toEqual([]);
  });

  it('Back from the login page forgets where it led: a later login from "My account" goes there', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(ACCOUNT_TABLE));
    await page.goto(`${e2e.baseUrl}${M}/order`);
    await settled(page);
    await page.goto(`${e2e.baseUrl}${M}/coupon-available`);
    await page.waitForURL((url) => url.pathname === `${M}/login`);
    await settled(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${M}/order`);
    await settled(page);
    await logInFromAccountButton(page);
    expect(errors).toEqual([]);
  });
});

describe('a dish paid with points', () => {
  it('asks a visitor to log in first, then adds it; a member sees the points they hold', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[10]?.id ?? '3011'));
    if (page.url().endsWith('/select-guests')) {
      await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    }
    await page.waitForURL((url) => url.pathname.endsWith('/order'));
    await settled(page);
    await productCard(page, demoFacts.products.pointsTea).click();
    const sheet = productSheet(page, 'en-US');
    await sheet.getByText(text('en-US', 'product.pointsNeedLogin')).waitFor();
    await sheet.getByRole('button', { name: /^Add/ }).click();
    // Not added: a visitor has no points, and the order would be refused for want of them.
    const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
    await login.waitFor();
    expect(await cartCount(page)).toBe(0);
    await fillLogin(page, e2e.server, 'en-US', MEI_PHONE, login);
    // Logged in and the member's cart read, the add they asked for goes through.
    await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe(1);
    await productCard(page, demoFacts.products.pointsTea).click();
    const held = productSheet(page, 'en-US').getByText(/^You have [\d,]+ Pts\.$/);
    await held.waitFor();
    // More tea than the balance covers beside the cup in the cart: the sheet says so at once.
    const balance = Number((await held.innerText()).replace(/[^\d]/g, ''));
    const cups = Math.floor((balance - 300) / 300) + 1;
    const more = productSheet(page, 'en-US').getByRole('button', {
      name: text('en-US', 'common.increase', { what: text('en-US', 'product.quantity') }),
    });
    for (let cup = 1; cup < cups; cup += 1) await more.click();
    await productSheet(page, 'en-US')
      .getByText(`You have ${balance.toLocaleString('en-US')} Pts: not enough for this`)
      .waitFor();
    // Added anyway (another member may place the round): the cart says it once, with both sums.
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => cartCount(page)).toBe(1 + cups);
    await page.getByRole('button', { name: /View cart/ }).click();
    const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    const short = text('en-US', 'preview.notEnoughPoints', {
      points: (300 * (1 + cups)).toLocaleString('en-US'),
      balance: balance.toLocaleString('en-US'),
    });
    await cart.getByText(short).waitFor();
    await expect(cart.locator('.preview [role="alert"]').allInnerTexts()).resolves.toEqual([short]);
    expect(errors).toEqual([]);
  });
});

describe.each(langs)('the §5 messages in %s', (lang) => {
  it('for phone numbers and codes', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${prefix(lang)}${M}/login`);
    const phone = page.getByLabel(text(lang, 'login.phone'), { exact: true });
    const code = page.getByLabel(text(lang, 'login.code'), { exact: true });
    const send = page.getByRole('button', { name: text(lang, 'login.sendCode') });
    const phoneLabel = text(lang, 'login.phone');
    await send.click();
    expect(await fieldError(page, phoneLabel)).toContain(text(lang, 'phoneRequired'));
    for (const bad of ['555-0101', '(012) 555-0101', '(292) 555-0101', '(212) 055-0101']) {
      await phone.fill(bad);
      await code.focus();
      expect(await fieldError(page, phoneLabel), bad).toContain(text(lang, 'phoneInvalid'));
    }
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    await phone.fill(MEI_PHONE);
    expect(await fieldError(page, phoneLabel)).not.toContain(text(lang, 'phoneInvalid'));
    await code.fill('12a45');
    await phone.focus();
    expect(await fieldError(page, text(lang, 'login.code'))).toContain(text(lang, 'codeInvalid'));
    const submit = page.getByRole('button', { name: text(lang, 'login.submit') });
    expect(await submit.isDisabled()).toBe(true);
    // Full-width digits, as a Chinese keyboard types them, are digits.
    await code.fill('１２３４５６');
    expect(await code.inputValue()).toBe('123456');
    expect(await submit.isDisabled()).toBe(false);
    await phone.fill('２１２５５５０１０１');
    expect(await phone.inputValue()).toBe('+12125550101');
    expect(errors).toEqual([]);
  });

  it('for names, birthday and email when a new member enrols, then the order page', async () => {
    const { page, errors } = await e2e.phone();
    const phone = newPhone();
    await logInOnPage(page, e2e.server, lang, phone);
    const sheet = enrolment(page, lang);
    await sheet.waitFor();
    const save = sheet.getByRole('button', { name: text(lang, 'enrol.submit') });
    await save.click();
    // Each name field says which name it wants.
    await sheet.getByText(text(lang, 'nameRequired')).first().waitFor();
    expect(await sheet.getByText(text(lang, 'nameRequired')).count()).toBe(1);
    expect(await sheet.getByText(text(lang, 'lastNameRequired')).count()).toBe(1);
    await sheet.getByText(text(lang, 'birthdayRequired')).waitFor();
    await sheet.getByText(text(lang, 'emailRequired')).waitFor();
    // The first wrong field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'given-name',
    );
    // A Chinese name is written family name first: 李安.
    const [given, family] = lang === 'zh-TW' ? ['安', '李'] : ['Ann', 'Lee'];
    const firstName = sheet.getByLabel(text(lang, 'member.firstName'), { exact: true });
    const lastName = sheet.getByLabel(text(lang, 'member.lastName'), { exact: true });
    await firstName.fill(given);
    await save.click();
    await sheet.getByText(text(lang, 'nameRequired')).waitFor({ state: 'hidden' });
    // The last name alone says what is wrong under it: the two inputs stay side by side.
    const tops = await Promise.all([firstName, lastName].map((field) => field.boundingBox()));
    expect(tops[0]?.y).toBe(tops[1]?.y);
    await lastName.fill(family);
    await sheet.getByLabel(text(lang, 'member.birthdayMonth'), { exact: true }).selectOption('2');
    await sheet.getByLabel(text(lang, 'member.email'), { exact: true }).fill('ann@');
    await save.click();
    // The month is chosen, the day is not: the focus goes to the day, the part still to choose.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('bday-day');
    await sheet.getByLabel(text(lang, 'member.birthdayDay'), { exact: true }).selectOption('29');
    await save.click();
    await sheet.getByText(text(lang, 'emailFormatIncorrect')).waitFor();
    // Nothing typed was lost to the refusal.
    expect(
      await sheet.getByLabel(text(lang, 'member.firstName'), { exact: true }).inputValue(),
    ).toBe(given);
    await sheet.getByLabel(text(lang, 'member.email'), { exact: true }).fill('ann.lee@example.com');
    await sheet.getByLabel(text(lang, 'member.receiveOffers'), { exact: true }).check();
    await save.click();
    await page.waitForURL((url) => url.pathname === `${prefix(lang)}${M}/order`);
    await sheet.waitFor({ state: 'hidden' });
    await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}${M}/account`);
    const name = lang === 'zh-TW' ? '李安' : 'Ann Lee';
    await page.getByText(text(lang, 'account.greeting', { name })).waitFor();
    expect(errors).toEqual([]);
  });
});

it('the profile is edited and saved; a refused save keeps what was typed', async () => {
  const { page, errors } = await e2e.phone();
  const phone = newPhone();
  await logInOnPage(page, e2e.server, 'en-US', phone);
  // A new member is asked to enrol; the profile asks the same, so close the popup.
  await enrolment(page, 'en-US').getByRole('button', { name: 'Close' }).click();
  await visitAsMember(page, e2e.baseUrl, `${M}/account/profile`);
  const first = page.getByLabel(text('en-US', 'member.firstName'), { exact: true });
  const save = page.getByRole('button', { name: text('en-US', 'profile.save') });
  await first.fill('Zoe');
  await page.getByLabel(text('en-US', 'member.lastName'), { exact: true }).fill('Chan');
  // April 31 does not exist: the day stays chosen (disabled) and the check says so.
  await page.getByLabel(text('en-US', 'member.birthdayDay'), { exact: true }).selectOption('31');
  await page.getByLabel(text('en-US', 'member.birthdayMonth'), { exact: true }).selectOption('4');
  await page.getByLabel(text('en-US', 'member.email'), { exact: true }).fill('zoe@example');
  await save.click();
  await page.getByText(text('en-US', 'birthdayInvalid')).waitFor();
  await page.getByText(text('en-US', 'emailFormatIncorrect')).waitFor();
  await page.getByLabel(text('en-US', 'member.birthdayDay'), { exact: true }).selectOption('30');
  await page.getByLabel(text('en-US', 'member.email'), { exact: true }).fill('zoe@example.com');
  await page.getByLabel(text('en-US', 'profile.language'), { exact: true }).selectOption('zh-TW');
  await save.click();
  await page.getByRole('status').getByText(text('en-US', 'profile.saved')).waitFor();
  // Saving kept the focus on Save (busy, not disabled), not on the bare page.
  await expect(
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''),
  ).resolves.toBe(text('en-US', 'profile.save'));
  await page.reload();
  await settled(page);
  await page.waitForURL((url) => url.pathname === `${M}/account/profile`);
  expect(
    await page.getByLabel(text('en-US', 'member.firstName'), { exact: true }).inputValue(),
  ).toBe('Zoe');
  expect(
    await page.getByLabel(text('en-US', 'member.birthdayDay'), { exact: true }).inputValue(),
  ).toBe('30');
  expect(
    await page.getByLabel(text('en-US', 'profile.language'), { exact: true }).inputValue(),
  ).toBe('zh-TW');
  await first.fill('');
  await save.click();
  await page.getByText(text('en-US', 'nameRequired')).waitFor();
  expect(await page.getByLabel(text('en-US', 'member.email'), { exact: true }).inputValue()).toBe(
    'zoe@example.com',
  );
  expect(errors).toEqual([]);
});

it('the coupon lists show the available, expired and used coupons', async () => {
  const { page, errors } = await e2e.phone();
  await logInOnPage(page, e2e.server, 'en-US', MEI_PHONE);
  await visitAsMember(page, e2e.baseUrl, `${M}/coupon-available`);
  const cards = page.locator('.coupon-card');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(2);
  await page.getByText('$5 off orders over $30').waitFor();
  await page.getByText('10% off, up to $8').waitFor();
  await page.getByText('$5 off · on orders of $30 or more').waitFor();
  await page.getByText('10% off · no minimum spend · up to $8').waitFor();
  await page.getByRole('link', { name: text('en-US', 'coupon.tabExpired') }).click();
  await page.waitForURL((url) => url.pathname === `${M}/coupon-expired`);
  await page.locator('.coupon-card--expired').waitFor();
  expect(await page.locator('.coupon-card').count()).toBe(1);
  await page.getByRole('link', { name: text('en-US', 'coupon.tabUsed') }).click();
  await page.waitForURL((url) => url.pathname === `${M}/coupon-used`);
  await page.locator('.coupon-card--used').waitFor();
  expect(errors).toEqual([]);

  // A list asked for offline says it failed, and loads by itself once the network is back.
  // (The browser's offline emulation does not fail the worker's own fetch: the route does.)
  const couponCalls = '**/api/member/coupons**';
  await page.context().route(couponCalls, (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(true);
  await page.getByText(text('en-US', 'network.offline')).waitFor();
  await page.getByRole('link', { name: text('en-US', 'coupon.tabExpired') }).click();
  await page.waitForURL((url) => url.pathname === `${M}/coupon-expired`);
  const failed = page.getByRole('alert').getByText(text('en-US', 'common.somethingWentWrong'));
  await failed.waitFor();
  await page.context().unroute(couponCalls);
  await page.context().setOffline(false);
  await failed.waitFor({ state: 'hidden' });
  await page.locator('.coupon-card--expired').waitFor();
});

it('logout replaces the account page by the login page', async () => {
  const { page, errors } = await e2e.phone();
  await logInOnPage(page, e2e.server, 'en-US', DANIEL_PHONE);
  await visitAsMember(page, e2e.baseUrl, `${M}/account`);
  await page.getByRole('button', { name: text('en-US', 'account.logout') }).click();
  await page.waitForURL((url) => url.pathname === `${M}/login`);
  await settled(page);
  await page.evaluate(() => window.history.back());
  await page.waitForURL((url) => !url.pathname.endsWith('/account'));
  await visit(page, e2e.baseUrl, `${M}/account`);
  await page.waitForURL((url) => url.pathname === `${M}/login`);
  expect(errors).toEqual([]);
});

it('logging out at a table takes the member’s dishes not yet ordered out of the table’s cart, said first', async () => {
  const qr = await e2e.qr(demoFacts.tables[8]?.id ?? '3009');
  const daniel = await e2e.phone();
  const mate = await e2e.phone();
  await scanTable(daniel.page, e2e.baseUrl, 'en-US', qr);
  await logInOnPage(daniel.page, e2e.server, 'en-US', DANIEL_PHONE);
  await daniel.page.goto(`${e2e.baseUrl}${M}/order`);
  await settled(daniel.page);
  await addDish(daniel.page, 'en-US', demoFacts.products.porkDumplings);
  await addDish(daniel.page, 'en-US', demoFacts.products.porkDumplings);
  await scanTable(mate.page, e2e.baseUrl, 'en-US', qr);
  await mate.page.goto(`${e2e.baseUrl}${M}/order`);
  await settled(mate.page);
  await expect.poll(() => cartCount(mate.page)).toBe(2);

  await visitAsMember(daniel.page, e2e.baseUrl, `${M}/account`);
  const logout = daniel.page.getByRole('button', { name: text('en-US', 'account.logout') });
  await expect(
    logout.evaluate((button) => {
      const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      return note?.textContent;
    }),
  ).resolves.toBe("Your 2 dishes not yet ordered will leave the table's cart.");
  await logout.click();
  await daniel.page.waitForURL((url) => url.pathname === `${M}/login`);
  // Nobody is left with dishes only a logged-out member could change.
  await expect.poll(() => cartCount(mate.page)).toBe(0);
  await daniel.page.goto(`${e2e.baseUrl}${M}/order`);
  await settled(daniel.page);
  await expect.poll(() => cartCount(daniel.page)).toBe(0);
  expect([...daniel.errors, ...mate.errors]).toEqual([]);
});

it('a 401 at the table leaves the member’s dishes said to be theirs, to change once logged in again', async () => {
  const { page, errors } = await e2e.phone({ colorScheme: 'dark' });
  await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[3]?.id ?? '3004'));
  await logInOnPage(page, e2e.server, 'en-US', DANIEL_PHONE);
  await page.goto(`${e2e.baseUrl}${M}/order`);
  await settled(page);
  await addDish(page, 'en-US', demoFacts.products.porkDumplings);
  await revokeSessions(e2e.server, DANIEL_PHONE);
  await page.locator('.cart-bar button').first().click();
  const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
  // The next call made with the member's token meets the 401: the coupons' preview as the cart
  // opens, or else the dish's write.
  const expired = page.getByRole('status').getByText(text('en-US', 'login.sessionExpired'));
  const more = cart.getByRole('button', { name: /^More: Quantity of Pork/ }).first();
  await expired.or(more).first().waitFor();
  if (!(await expired.first().isVisible())) await more.click();
  await expired.first().waitFor();
  // Not "Only Daniel can change these": they are this phone's, and logging in again gets them back.
  const theirs = cart.getByRole('region', { name: /^Yours, as / });
  await theirs.getByText(text('en-US', 'cart.lapsedNote')).waitFor();
  await shootBothThemes(page, 'members', 'cart-lapsed', 'en-US');
  await theirs.getByRole('button', { name: text('en-US', 'title.login') }).click();
  const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
  await fillLogin(page, e2e.server, 'en-US', DANIEL_PHONE, login);
  await login.waitFor({ state: 'hidden' });
  await cart
    .getByRole('region', { name: text('en-US', 'cart.yourItems') })
    .getByRole('button', { name: /^More: Quantity of Pork/ })
    .waitFor();
  // The one 401 the revoked session met is the browser's console error.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});

it('a guest who logs in as a new member and has not enrolled keeps the name they gave: Place order asks no name again', async () => {
  const { page, errors } = await e2e.phone();
  await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[6]?.id ?? '3007'));
  await page.goto(`${e2e.baseUrl}${M}/order`);
  await settled(page);
  await addDish(page, 'en-US', demoFacts.products.porkDumplings, 'Dan');
  // Logged in from the cart, on the same page: a new member, whose enrolment is put off.
  await page.locator('.cart-bar button').first().click();
  const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
  await cart.getByRole('button', { name: text('en-US', 'title.login') }).click();
  const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
  await fillLogin(page, e2e.server, 'en-US', newPhone(), login);
  await enrolment(page, 'en-US').getByRole('button', { name: 'Close' }).click();
  await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
  // Placed as Dan (the member took the guest's name, server/members/login.ts): nothing asked.
  await page
    .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
    .waitFor();
  expect(
    await page.getByRole('dialog', { name: text('en-US', 'popup.editName.title') }).count(),
  ).toBe(0);
  expect(errors).toEqual([]);
});

it('a 401 logs the member out and says so', async () => {
  const { page, errors } = await e2e.phone();
  await logInOnPage(page, e2e.server, 'en-US', DANIEL_PHONE);
  await visitAsMember(page, e2e.baseUrl, `${M}/account`);
  await revokeSessions(e2e.server, DANIEL_PHONE);
  await page.getByRole('link', { name: text('en-US', 'title.couponUsed') }).click();
  await page.getByRole('status').getByText(text('en-US', 'login.sessionExpired')).first().waitFor();
  await page.getByRole('button', { name: text('en-US', 'title.login') }).click();
  await page.getByRole('dialog', { name: text('en-US', 'popup.login.title') }).waitFor();
  // The server answered 401 once: the browser logs that failed load as a console error.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});

const ACCOUNT_TABLE = '3002';

describe.each(langs)('issue 15 item 14: the account is a protected action (%s)', (lang) => {
  it('a visitor logs in from the popup and goes on; a member with no first name names themself first', async () => {
    const account = (page: Page) => page.getByRole('link', { name: text(lang, 'header.account') });

    const visitor = await e2e.phone();
    const orderPage = `${prefix(lang)}${M}/order`;
    await scanTable(visitor.page, e2e.baseUrl, lang, await e2e.qr(ACCOUNT_TABLE));
    await visit(visitor.page, e2e.baseUrl, orderPage);
    await account(visitor.page).click();
    const login = visitor.page.getByRole('dialog', { name: text(lang, 'popup.login.title') });
    await login.waitFor();
    // The popup opens over the menu: the diner goes nowhere until logged in.
    expect(new URL(visitor.page.url()).pathname).toBe(orderPage);
    await shootBothThemes(visitor.page, 'issue-15-item-14', 'account-login', lang);
    await fillLogin(visitor.page, e2e.server, lang, MEI_PHONE, login);
    await visitor.page.waitForURL((url) => url.pathname === `${prefix(lang)}${M}/account`);
    await login.waitFor({ state: 'hidden' });

    const nameless = await e2e.phone();
    await logInOnPage(nameless.page, e2e.server, lang, newPhone());
    const sheet = enrolment(nameless.page, lang);
    await sheet.waitFor();
    await sheet.getByRole('button', { name: text(lang, 'common.close') }).click();
    await sheet.waitFor({ state: 'hidden' });
    await scanTable(nameless.page, e2e.baseUrl, lang, await e2e.qr(ACCOUNT_TABLE));
    await visit(nameless.page, e2e.baseUrl, orderPage);
    await account(nameless.page).click();
    const naming = nameless.page.getByRole('dialog', { name: text(lang, 'popup.editName.title') });
    await naming.waitFor();
    expect(new URL(nameless.page.url()).pathname).toBe(orderPage);
    await shootBothThemes(nameless.page, 'issue-15-item-14', 'account-name', lang);
    const first = naming.getByLabel(text(lang, 'name.first'), { exact: true });
    // A pasted name past the limit is cut, and the dialog says so rather than nothing.
    await first.fill('A'.repeat(MAX_NAME_LENGTH + 10));
    expect(await first.inputValue()).toHaveLength(MAX_NAME_LENGTH);
    await naming
      .getByRole('status')
      .filter({ hasText: text(lang, 'name.full', { max: String(MAX_NAME_LENGTH) }) })
      .waitFor();
    await first.fill('Ann');
    await naming.getByRole('button', { name: text(lang, 'name.save') }).click();
    await nameless.page.waitForURL((url) => url.pathname === `${prefix(lang)}${M}/account`);
    await nameless.page.getByText(text(lang, 'account.greeting', { name: 'Ann' })).waitFor();
    expect(visitor.errors).toEqual([]);
    expect(nameless.errors).toEqual([]);
  });
});

it('a guest who gave a first name and then signs up finds it already in the enrolment form', async () => {
  const { page, errors } = await e2e.phone();
  // Table B6: no other test of this file sits there.
  await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[11]?.id ?? '3012'));
  await visit(page, e2e.baseUrl, `${M}/order`);
  await addDish(page, 'en-US', demoFacts.products.porkDumplings, 'Ann');
  await logInOnPage(page, e2e.server, 'en-US', newPhone());
  const sheet = enrolment(page, 'en-US');
  await sheet.waitFor();
  const first = sheet.getByLabel(text('en-US', 'member.firstName'), { exact: true });
  await expect.poll(() => first.inputValue()).toBe('Ann');
  expect(errors).toEqual([]);
});

/** Places the table's cart from the cart sheet: the first round, or one more. */
const placeCart = async (page: Page, button: 'cart.placeOrder' | 'cart.addToOrder') => {
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
  await cart.getByRole('button', { name: text('en-US', button) }).click();
};

it('a guest who placed a round and then logs in is one diner in the order, not two, and that round keeps its name', async () => {
  const { page, errors } = await e2e.phone();
  // Table A5: no other test of this file sits there.
  await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[4]?.id ?? '3005'));
  await visit(page, e2e.baseUrl, `${M}/order`);
  await addDish(page, 'en-US', demoFacts.products.porkDumplings, 'Ann');
  await placeCart(page, 'cart.placeOrder');
  await page
    .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
    .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith(`${M}/order-detail/`));
  const detailPath = new URL(page.url()).pathname;
  await settled(page);
  // Bo, at the same table, watches the order: Ann's round under her name.
  const bo = await e2e.phone();
  await scanTable(bo.page, e2e.baseUrl, 'en-US', await e2e.qr(demoFacts.tables[4]?.id ?? '3005'));
  await visit(bo.page, e2e.baseUrl, detailPath);
  const boGroups = () => bo.page.locator('.order-detail .cart-diner h4').allInnerTexts();
  await expect.poll(boGroups).toEqual(['Ann']);
  await page.getByRole('link', { name: text('en-US', 'orderDetail.addItems') }).click();
  await page.waitForURL((url) => url.pathname === `${M}/order`);

  await page.getByRole('link', { name: text('en-US', 'header.account') }).click();
  const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
  await fillLogin(page, e2e.server, 'en-US', DANIEL_PHONE, login);
  await page.waitForURL((url) => url.pathname === `${M}/account`);
  // The login is done (the round is Daniel's on the server): read afresh, Ann's round is still
  // Ann's for Bo, as it was placed and as the kitchen's ticket says.
  await bo.page.reload();
  await bo.page.locator('.order-detail .cart-diner h4').first().waitFor();
  await expect.poll(boGroups).toEqual(['Ann']);
  await visitAsMember(page, e2e.baseUrl, `${M}/order`);
  await addDish(page, 'en-US', demoFacts.products.beefNoodles);
  await placeCart(page, 'cart.addToOrder');
  await page.getByText(text('en-US', 'order.roundAdded')).waitFor();

  await visitAsMember(page, e2e.baseUrl, detailPath);
  const detail = page.locator('.order-detail');
  await detail.locator('.cart-diner').first().waitFor();
  // Both rounds are Daniel's: one group, and no split of the bill between him and himself.
  await expect(detail.locator('.cart-diner h4').allInnerTexts()).resolves.toEqual([
    text('en-US', 'presence.you'),
  ]);
  expect(await detail.locator('.diner-split').count()).toBe(0);
  // Bo sees one diner by both names: the first round as it was placed, the new one as Daniel.
  await expect.poll(boGroups).toEqual([`Ann / ${DANIEL?.firstName ?? 'Daniel'}`]);
  expect(await bo.page.locator('.order-detail .diner-split').count()).toBe(0);
  expect(errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

it('issue 15 item 14: a subscribe link sets the flag: the member it brings is asked; not now clears it', async () => {
  const { page, errors } = await e2e.phone();
  await visit(page, e2e.baseUrl, `${M}?subscribe=1`);
  // The parameter leaves the address: a reload after "not now" does not ask again.
  expect(new URL(page.url()).searchParams.has('subscribe')).toBe(false);
  await logInOnPage(page, e2e.server, 'en-US', DANIEL_PHONE);
  await visitAsMember(page, e2e.baseUrl, `${M}/account`);
  const tips = page.getByRole('complementary', { name: text('en-US', 'account.subscribeTitle') });
  await tips.waitFor();
  await tips.getByRole('button', { name: text('en-US', 'account.notNow') }).click();
  await tips.waitFor({ state: 'hidden' });
  await page.reload();
  await settled(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await tips.count()).toBe(0);
  expect(errors).toEqual([]);
});

it('the subscribe tips show for a subscribed member outside the promotion, and subscribe', async () => {
  const { page, context, errors } = await e2e.phone();
  await context.addInitScript(() => window.sessionStorage.setItem('subscribed', 'true'));
  await logInOnPage(page, e2e.server, 'en-US', DANIEL_PHONE);
  await visitAsMember(page, e2e.baseUrl, `${M}/account`);
  const tips = page.getByRole('complementary', { name: text('en-US', 'account.subscribeTitle') });
  await tips.waitFor();
  await tips.getByRole('button', { name: text('en-US', 'account.subscribe') }).click();
  await tips.waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
});

describe('every member route', () => {
  const routes = [
    `${M}/account`,
    `${M}/account/profile`,
    `${M}/member`,
    `${M}/coupon-available`,
    `${M}/coupon-expired`,
    `${M}/coupon-used`,
  ];
  it.each(langs)('renders in %s without console errors', async (lang) => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${prefix(lang)}/login`);
    await visit(page, e2e.baseUrl, `${prefix(lang)}${M}/login`);
    expect(await heading(page)).toBe(text(lang, 'title.login'));
    await logInOnPage(page, e2e.server, lang, MEI_PHONE);
    for (const route of routes) {
      await visitAsMember(page, e2e.baseUrl, prefix(lang) + route);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').innerText(), route).not.toContain(
        text(lang, 'common.somethingWentWrong'),
      );
    }
    expect(errors).toEqual([]);
  });
});

describe.each(langs)('an empty order list (%s)', (lang) => {
  it('says no orders yet and leads back to the table’s menu, from the keyboard too', async () => {
    const { page, errors } = await e2e.phone();
    await logInOnPage(page, e2e.server, lang, newPhone());
    const sheet = enrolment(page, lang);
    await sheet.waitFor();
    await sheet.getByRole('button', { name: text(lang, 'common.close') }).click();
    await sheet.waitFor({ state: 'hidden' });
    await scanTable(page, e2e.baseUrl, lang, await e2e.qr(ACCOUNT_TABLE));
    await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}${M}/order-list`);
    const main = page.locator('main');
    await main.getByText(text(lang, 'orderList.empty')).waitFor();
    await shootBothThemes(page, 'order-list', 'empty', lang);
    await tabTo(page, named('link', text(lang, 'orderList.toMenu')));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${prefix(lang)}${M}/order`);
    await settled(page);
    expect(errors).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
  it('axe finds nothing serious or critical on login, enrolment, account and coupons', async () => {
    const { page } = await e2e.phone({ colorScheme });
    await visit(page, e2e.baseUrl, `${M}/login`);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await logInOnPage(page, e2e.server, 'en-US', newPhone());
    await enrolment(page, 'en-US').waitFor();
    await enrolment(page, 'en-US')
      .getByRole('button', { name: text('en-US', 'enrol.submit') })
      .click();
    await page.getByText(text('en-US', 'emailRequired')).waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await enrolment(page, 'en-US').getByRole('button', { name: 'Close' }).click();
    for (const path of [`${M}/account`, `${M}/coupon-available`, `${M}/account/profile`]) {
      await visitAsMember(page, e2e.baseUrl, path);
      await page.waitForLoadState('networkidle');
      expect(describeViolations(await seriousViolations(page)), path).toEqual([]);
    }
  });

  it.each(langs)('screenshots of the member screens in %s', async (lang) => {
    const { page } = await e2e.phone({ colorScheme });
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(SCREENSHOTS, `members-${name}-${lang}-${colorScheme}.png`),
      });
    };
    await visit(page, e2e.baseUrl, `${prefix(lang)}${M}/login`);
    await page.getByRole('button', { name: text(lang, 'login.sendCode') }).click();
    await shot('login-errors');
    await logInOnPage(page, e2e.server, lang, newPhone());
    await enrolment(page, lang).waitFor();
    await shot('enrolment');
    await enrolment(page, lang)
      .getByRole('button', { name: text(lang, 'common.close') })
      .click();
    await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}${M}/account`);
    await page.getByRole('button', { name: text(lang, 'account.logout') }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    await settled(page);
    await freeSendLimits(e2e.server);
    await page.getByLabel(text(lang, 'login.phone'), { exact: true }).fill(MEI_PHONE);
    await page.getByRole('button', { name: text(lang, 'login.sendCode') }).click();
    await page
      .getByText(text(lang, 'login.codeSent', { phone: phoneForDisplay(MEI_PHONE) }))
      .waitFor();
    await shot('login-countdown');
    await page
      .getByLabel(text(lang, 'login.code'), { exact: true })
      .fill(await latestCode(e2e.server, MEI_PHONE));
    await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    for (const [name, path] of [
      ['account', '/account'],
      ['profile', '/account/profile'],
      ['member', '/member'],
      ['coupons-available', '/coupon-available'],
      ['coupons-expired', '/coupon-expired'],
      ['coupons-used', '/coupon-used'],
    ] as const) {
      await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}${M}${path}`);
      await shot(name);
    }
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../server/cart/test-kit.ts';
import { placeRound } from '../server/staff/test-kit.ts';
import { demoFacts } from '../server/demo/facts.ts';
import type { Order } from '../src/domain/model/order.ts';
import { toastDurationMs } from '../src/ui/layout/toast-duration.ts';
import { visit } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  addDish,
  cartCount,
  chooseDineInIfAsked,
  giveFirstName,
  productCard,
  productSheet,
  scanTable,
} from './support/diner.ts';
import { memberTokenByApi } from './support/members.ts';
import { staffText, text } from './support/messages.ts';
import { shootBothThemes } from './support/shots.ts';
import { useE2e } from './support/session.ts';
import {
  type ConsolePage,
  DESKTOP,
  demoStaffToken,
  openScreen,
  PHONE,
  placeDemoRound,
  signInByLink,
  staffCall,
} from './support/staff.ts';

/** SignalR's JSON protocol ends each message with this character. */
const RECORD_SEPARATOR = '\u001e';

const e2e = useE2e();
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const table = (name: string) => {
  const found = demoFacts.tables.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`no demo table ${name}`);
  return found;
};
const DUMPLINGS = { id: demoFacts.products.porkDumplings, name: 'Pork & chive dumplings (10)' };
const BUNS = '5005';
const SHRIMP = { id: '5002', name: 'Shrimp dumplings (6)' };
const POINTS_TEA = { id: demoFacts.products.pointsTea, name: 'High-mountain oolong (points)' };
const MEI_PHONE = demoFacts.members[0]?.phone ?? '+12125550101';

let token = '';
const screens: ConsolePage[] = [];
beforeAll(async () => {
  token = await demoStaffToken(e2e.server);
});
afterAll(async () => {
  await Promise.all(screens.map((screen) => screen.context.close()));
});

const screen = async (options: Parameters<typeof openScreen>[1] = {}) => {
  const opened = await openScreen(e2e.browser, options);
  screens.push(opened);
  return opened;
};

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const zhMoney = (amount: number) =>
  new Intl.NumberFormat('zh-TW', { style: 'currency', currency: 'USD' }).format(amount);
const card = (page: Page, name: string) =>
  page.locator('li.table-card', { has: page.getByRole('heading', { name, exact: true }) });
/** What the page says of the last action (the top bar's live badge is a status of its own). */
const status = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: /\S/ }).first();
/** The page's staff API calls under way, kept up to date from now on. */
const apiCallsInFlight = (page: Page): ReadonlySet<Request> => {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
};

/** Until no call has been under way for three looks 100 ms apart (at most 10 s). */
const untilQuiet = async (page: Page, inFlight: ReadonlySet<Request>) => {
  for (let quiet = 0, looks = 0; quiet < 3; looks += 1) {
    if (looks > 100) throw new Error(`${inFlight.size} API calls still under way after 10 s`);
    await page.waitForTimeout(100);
    quiet = inFlight.size === 0 ? quiet + 1 : 0;
  }
};

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).first();
const badges = (page: Page) => page.getByLabel('Order state');
const noSerious = async (page: Page) =>
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
/** The browser's own line for a refused call: expected when a test provokes one. */
const withoutStatus = (errors: readonly string[], code: number) =>
  errors.filter((error) => !error.includes(`status of ${code}`));

const openOrder = async (page: Page, tableName: string, serial: string) => {
  await card(page, tableName)
    .getByRole('link', { name: `Order #${serial} at ${tableName}` })
    .click();
  await page.getByRole('heading', { level: 1, name: `Order #${serial} at ${tableName}` }).waitFor();
};

describe('signing in', () => {
  it('takes the token in the form, keeps it for the tab, and refuses a wrong one', async () => {
    const { page, errors } = await screen();
    await page.goto(`${e2e.baseUrl}/staff`);
    await page.getByRole('heading', { name: 'Staff console' }).waitFor();
    await noSerious(page);
    expect(await page.getByLabel('Merchant id').inputValue()).toBe('1001');
    await page.getByLabel('Staff token').fill('tfstaff_not-a-real-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => alert(page).innerText())
      .toContain('That is not a staff token of merchant 1001');

    await page.getByLabel('Staff token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tables' }).waitFor();
    // The heading shows before the first poll of the tables answers: wait for the cards.
    await expect
      .poll(() => page.locator('li.table-card h2').allInnerTexts())
      .toEqual(demoFacts.tables.map((entry) => entry.name));
    await expect.poll(() => card(page, 'A1').innerText()).toContain(table('A1').orderCode);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tables' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Staff console' }).waitFor();
    expect(withoutStatus(errors, 401)).toEqual([]);
  });

  it('signs in from the start banner’s link and takes the token out of the address bar', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token);
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.locator('li.table-card').first().waitFor();
    expect(await page.locator('li.table-card').count()).toBe(demoFacts.tables.length);
    expect(errors).toEqual([]);
  });
});

describe('an order from the console', () => {
  it('shows a diner’s order live, sends it, voids an item with a reason, takes payments and completes', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token);
    const placed = await placeDemoRound(e2e.baseUrl, table('A1').id, 'g-staff-e2e-1', [
      { productId: DUMPLINGS.id, quantity: 2 },
      { productId: BUNS, quantity: 1 },
    ]);
    // The grid hears of it live: the order shows up without a reload.
    const a1 = card(page, 'A1');
    await a1.getByRole('link', { name: `Order #${placed.serial} at A1` }).waitFor();
    expect(await a1.locator('.badge').first().innerText()).toBe('Open order');
    expect(await a1.innerText()).toContain('3 waiting');
    expect(await a1.innerText()).toContain('Unpaid');
    expect(await a1.innerText()).toContain(money(placed.totalAmount));

    await openOrder(page, 'A1', placed.serial);
    expect(await badges(page).innerText()).toContain('Not sent');
    // In the tables' section, not on the tables' page.
    const tablesLink = page.locator('.topbar__nav').getByRole('link', { name: 'Tables' });
    expect(await tablesLink.getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Send 3 waiting to kitchen' }).click();
    await expect.poll(() => status(page).innerText()).toBe('Sent to the kitchen.');
    expect(await badges(page).innerText()).toContain('All sent');
    expect(await page.getByRole('button', { name: 'Nothing waiting' }).isDisabled()).toBe(true);

    // Void one of the two dumplings; the form checks before anything is sent. Its button says
    // whose line it is (two diners' lines of one dish have buttons of one name).
    const voidButton = page.getByRole('button', { name: `Void ${DUMPLINGS.name}…` });
    const describedBy = (await voidButton.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/^Added by /);
    await voidButton.click();
    const quantity = page.getByLabel('Quantity to void (1 to 2)');
    await quantity.fill('5');
    await page.getByRole('button', { name: `Void ${DUMPLINGS.name}`, exact: true }).click();
    await page.getByText('The quantity must be from 1 to 2.').waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Enter a reason.').waitFor();
    await quantity.fill('1');
    await page.getByLabel('Reason', { exact: true }).fill('Dropped on the way');
    await page.getByRole('button', { name: `Void ${DUMPLINGS.name}`, exact: true }).click();
    await expect.poll(() => status(page).innerText()).toBe(`Voided 1 × ${DUMPLINGS.name}.`);
    const dumplingLine = page.locator('li.line', { hasText: DUMPLINGS.name });
    expect(await dumplingLine.innerText()).toContain('1 voided');
    expect(await dumplingLine.innerText()).toContain('Void reason: Dropped on the way');
    await noSerious(page);

    // A partial payment with tips, then the rest; the form refuses what the API would.
    const afterVoid = await staffCall<Order>(e2e.baseUrl, token, 'GET', `/orders/${placed.id}`);
    const pay = page.getByRole('region', { name: 'Take a payment' });
    const amount = pay.getByLabel('Amount ($)');
    expect(await amount.inputValue()).toBe(afterVoid.totalAmount.toFixed(2));
    await amount.fill('12.345');
    await page.getByRole('button', { name: 'Take payment' }).click();
    await page.getByText('with at most two decimals').waitFor();
    await amount.fill('10');
    await pay.getByLabel('Tips ($)').fill('1.50');
    await page.getByRole('button', { name: 'Take payment' }).click();
    const rest = Math.round((afterVoid.totalAmount - 10) * 100) / 100;
    await expect
      .poll(() => status(page).innerText())
      .toBe(`Took $10.00; ${money(rest)} left to pay.`);
    expect(await badges(page).innerText()).toContain('Partly paid');
    expect(await page.getByRole('button', { name: 'Complete order' }).isDisabled()).toBe(true);
    expect(await amount.inputValue()).toBe(rest.toFixed(2));
    await pay.getByLabel('Method').selectOption('Card');
    await page.getByRole('button', { name: 'Take payment' }).click();
    await expect.poll(() => status(page).innerText()).toBe(`Took ${money(rest)}: paid in full.`);
    expect(await pay.count()).toBe(0);
    expect(await badges(page).innerText()).toContain('Paid');

    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect.poll(() => status(page).innerText()).toBe(`Order #${placed.serial} is completed.`);
    expect(await badges(page).innerText()).toContain('Completed');
    await page.getByText('This order is closed').waitFor();

    const stored = await staffCall<Order>(e2e.baseUrl, token, 'GET', `/orders/${placed.id}`);
    expect(stored).toMatchObject({ status: 1, paymentStatus: 2, sendStatus: 2, paymentsTips: 1.5 });
    expect(stored.payments.map((payment) => payment.method)).toEqual(['Cash', 'Card']);
    await page.getByRole('link', { name: '← All tables' }).click();
    await expect.poll(() => card(page, 'A1').innerText()).toContain('No open order.');
    expect(errors).toEqual([]);
  });

  it('puts the focus on the page’s heading after a navigation, and completes nothing still waiting for the kitchen', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token);
    const placed = await placeDemoRound(e2e.baseUrl, table('B3').id, 'g-staff-e2e-wait', [
      { productId: BUNS, quantity: 1 },
    ]);
    await staffCall(e2e.baseUrl, token, 'POST', `/orders/${placed.id}/payments`, {
      amount: placed.totalAmount,
      method: 'Card',
    });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element === null ? null : `${element.tagName}: ${element.textContent ?? ''}`;
      });
    // The order page renders after the path changes: its heading, not the body, has the focus.
    await openOrder(page, 'B3', placed.serial);
    await expect.poll(focused).toBe(`H1: Order #${placed.serial} at B3`);

    // Paid, but the bun never went to the kitchen: the order cannot be completed yet.
    const complete = page.getByRole('button', { name: 'Complete order' });
    expect(await complete.isDisabled()).toBe(true);
    const why = 'Send or void the dish still waiting for the kitchen before completing the order.';
    expect(await complete.getAttribute('aria-describedby')).not.toBeNull();
    await page.getByText(why).waitFor();
    await page.getByRole('button', { name: 'Send 1 waiting to kitchen' }).click();
    await expect.poll(() => status(page).innerText()).toBe('Sent to the kitchen.');

    // A diner's round meanwhile: what the page said of the last action no longer holds, so it
    // goes (it stayed beside the new state before).
    const more = await placeDemoRound(e2e.baseUrl, table('B3').id, 'g-staff-e2e-wait', [
      { productId: BUNS, quantity: 1 },
    ]);
    await expect.poll(() => badges(page).innerText()).toContain('Partly paid');
    expect(await page.getByRole('main').getByText('Sent to the kitchen.').count()).toBe(0);
    await staffCall(e2e.baseUrl, token, 'POST', `/orders/${placed.id}/payments`, {
      amount: Math.round((more.totalAmount - more.paymentsTotal) * 100) / 100,
      method: 'Card',
    });
    await page.getByRole('button', { name: 'Send 1 waiting to kitchen' }).click();
    await expect.poll(() => status(page).innerText()).toBe('Sent to the kitchen.');
    await expect.poll(() => complete.isDisabled()).toBe(false);
    await complete.click();
    await expect.poll(() => status(page).innerText()).toBe(`Order #${placed.serial} is completed.`);

    await page.getByRole('link', { name: '← All tables' }).click();
    await expect.poll(focused).toMatch(/^H1: /);
    expect(errors).toEqual([]);
  });

  it('reloads the order and says so when it changed meanwhile (12000)', async () => {
    const { page, errors } = await screen();
    const placed = await placeDemoRound(e2e.baseUrl, table('A2').id, 'g-staff-e2e-2', [
      { productId: DUMPLINGS.id, quantity: 1 },
    ]);
    // The console stops hearing the live channel once the order is on screen, so it keeps the
    // version it loaded while the order changes behind its back. The hub's pings still pass: a
    // client that hears nothing for 30 s reconnects and reloads, which a loaded machine reached.
    let deaf = false;
    await page.routeWebSocket(/\/live/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!deaf) return socket.send(message);
        if (typeof message !== 'string') return;
        const pings = message
          .split(RECORD_SEPARATOR)
          .filter((frame) => frame !== '' && (JSON.parse(frame) as { type?: number }).type === 6);
        if (pings.length > 0) socket.send(pings.map((ping) => ping + RECORD_SEPARATOR).join(''));
      });
    });
    const reading = apiCallsInFlight(page);
    await signInByLink(page, e2e.baseUrl, token, `/staff/orders/${placed.id}`);
    await page.getByRole('heading', { level: 1, name: `Order #${placed.serial} at A2` }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    // Joining, the console reads the order again: a read that lands after the change below
    // would rightly know of it. It must be in before the console goes deaf.
    await untilQuiet(page, reading);
    deaf = true;
    await staffCall(e2e.baseUrl, token, 'POST', `/orders/${placed.id}/adjustments`, {
      category: 'discount',
      amount: 1,
    });
    await page.getByRole('button', { name: 'Send 1 waiting to kitchen' }).click();
    await expect.poll(() => alert(page).innerText()).toContain('The order changed meanwhile');
    await page.getByText('-$1.00').waitFor();
    await page.getByRole('button', { name: 'Send 1 waiting to kitchen' }).click();
    await expect.poll(() => status(page).innerText()).toBe('Sent to the kitchen.');
    expect(withoutStatus(errors, 409)).toEqual([]);
  });

  it('re-weighs a weighed dish: the diner’s estimate until the staff save the scale’s weight', async () => {
    const { page, errors } = await screen();
    const fish = { id: demoFacts.products.weighedFish, name: 'Steamed sea bass (per 100 g)' };
    const placed = await placeRound(e2e.baseUrl, table('A6').id, { guestId: 'g-staff-e2e-7' }, [
      line(fish.id, 1, { salesUnitFactorList: [6] }),
      line(DUMPLINGS.id, 1),
    ]);
    await signInByLink(page, e2e.baseUrl, token, `/staff/orders/${placed.id}`);
    await page.getByRole('heading', { level: 1, name: `Order #${placed.serial} at A6` }).waitFor();
    const fishLine = page.locator('li.line', { hasText: fish.name });
    expect(await fishLine.innerText()).toContain('Weight 600 g');
    expect(await fishLine.innerText()).toContain('estimated');
    expect(await page.locator('li.line', { hasText: DUMPLINGS.name }).innerText()).not.toContain(
      'Weight',
    );
    await noSerious(page);

    const weight = page.getByLabel(`Weight in grams: ${fish.name}`);
    expect(await weight.inputValue()).toBe('600');
    await weight.fill('20');
    await page.getByRole('button', { name: `Save weight of ${fish.name}` }).click();
    await page.getByText('The weight in grams must be from 50 to 5000.').waitFor();
    expect(await weight.getAttribute('aria-invalid')).toBe('true');

    await weight.fill('640');
    await page.getByRole('button', { name: `Save weight of ${fish.name}` }).click();
    await expect.poll(() => status(page).innerText()).toBe(`Weighed ${fish.name}: 640 g.`);
    await expect.poll(() => fishLine.innerText()).toContain('weighed');
    expect(await fishLine.innerText()).toContain('Weight 640 g');
    const stored = await staffCall<Order>(e2e.baseUrl, token, 'GET', `/orders/${placed.id}`);
    expect(stored.orderItems[0]).toMatchObject({
      salesUnitFactorList: [6.4],
      weightEstimated: false,
    });
    // 40 g more of $4.80 a 100 g.
    expect(stored.totalAmount).toBe(Math.round((placed.totalAmount + 1.92) * 100) / 100);
    await page.getByText(money(stored.totalAmount)).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a ticket names every option, condiment, weight and note, and prices each line', async () => {
    const { page, errors } = await screen();
    const wontons = { id: '5007', name: 'Wontons in chili oil (8)' };
    const fish = { id: demoFacts.products.weighedFish, name: 'Steamed sea bass (per 100 g)' };
    const placed = await placeRound(
      e2e.baseUrl,
      table('B5').id,
      { guestId: 'g-staff-e2e-ticket' },
      [
        line(wontons.id, 2, {
          orderItemModifiers: [{ modifierProductId: '6002', quantity: 1 }],
          notes: 'No cilantro',
        }),
        line(DUMPLINGS.id, 1, { condiments: [{ condimentId: '6803', price: 0.3, quantity: 1 }] }),
        line(fish.id, 1, { salesUnitFactorList: [6] }),
      ],
    );
    await signInByLink(page, e2e.baseUrl, token, `/staff/orders/${placed.id}`);
    await page.getByRole('heading', { level: 1, name: `Order #${placed.serial} at B5` }).waitFor();
    const ticket = (name: string) => page.locator('li.line', { hasText: name });
    await expect.poll(() => ticket(wontons.name).innerText()).toContain('Mild');
    const wontonText = await ticket(wontons.name).innerText();
    expect(wontonText).toContain('2 ×');
    expect(wontonText).toContain('Note: No cilantro');
    expect(wontonText).toContain(money(18.4));
    expect(await ticket(DUMPLINGS.name).innerText()).toContain('Shredded ginger');
    const fishText = await ticket(fish.name).innerText();
    expect(fishText).toContain('Weight 600 g');
    expect(fishText).toContain(money(28.8));
    expect(wontonText).toContain('Added by Guest 1');
    // The console's bill is the domain's, the same figures the diner's order page shows.
    const bill = page.getByRole('region', { name: 'Bill' });
    expect(await bill.innerText()).toContain(money(placed.totalAmount));

    // Round 1 goes to the kitchen; round 2, from another diner, is the new one.
    await page.getByRole('button', { name: 'Send 4 waiting to kitchen' }).click();
    await expect.poll(() => status(page).innerText()).toBe('Sent to the kitchen.');
    await placeRound(e2e.baseUrl, table('B5').id, { guestId: 'g-staff-e2e-ticket-2' }, [
      line(DUMPLINGS.id, 1),
    ]);
    // Live, not polled: the round is on screen within a second of the diner's placement.
    const round2 = page.getByRole('region', { name: /^Round 2/ });
    await round2.waitFor({ timeout: 1_000 });
    expect(await round2.innerText()).toContain('New: 1 waiting');
    expect(await round2.innerText()).toContain('Added by Guest 2');
    expect(await page.getByRole('region', { name: /^Round 1/ }).innerText()).toContain('Sent');
    // Round 3, Mei's oolong, is paid with points: its ticket line and the bill say how many, not $0.00.
    const meiToken = await memberTokenByApi(e2e.server, MEI_PHONE);
    await placeRound(e2e.baseUrl, table('B5').id, { token: meiToken }, [line(POINTS_TEA.id, 2)]);
    const tea = ticket(POINTS_TEA.name);
    await expect.poll(() => tea.innerText(), { timeout: 10_000 }).toContain('600 Pts');
    expect(await tea.innerText()).not.toContain(money(0));
    await expect.poll(() => bill.innerText()).toMatch(/Points used\s+600 Pts/);
    await noSerious(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-ticket.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-ticket-print.png'), fullPage: true });
    expect(await bill.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });

  it('merges one table’s order into another’s, and cancels an order with a reason', async () => {
    const { page, errors } = await screen();
    const from = await placeDemoRound(e2e.baseUrl, table('A3').id, 'g-staff-e2e-3', [
      { productId: SHRIMP.id, quantity: 1 },
    ]);
    const into = await placeDemoRound(e2e.baseUrl, table('A4').id, 'g-staff-e2e-4', [
      { productId: BUNS, quantity: 2 },
    ]);
    await signInByLink(page, e2e.baseUrl, token);
    await card(page, 'A4').getByRole('link').waitFor();
    await openOrder(page, 'A3', from.serial);
    await page.getByRole('button', { name: 'Merge this order' }).click();
    await page.getByText('Choose the order to merge into.').waitFor();
    await page.getByLabel('Merge into', { exact: true }).selectOption({ value: into.id });
    await page.getByRole('button', { name: 'Merge this order' }).click();
    await expect
      .poll(() => status(page).innerText())
      .toBe(`Merged into order #${into.serial} at A4.`);
    expect(await badges(page).innerText()).toContain('Merged away');
    // Its lines went to A4's order: nothing waits here any more.
    expect(await page.getByText(/waiting/).count()).toBe(0);
    await page.getByRole('link', { name: `Open order #${into.serial}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${into.serial} at A4` }).waitFor();
    await page.locator('li.line', { hasText: SHRIMP.name }).waitFor();
    // The merged round follows A4's own and says where it was placed.
    await page
      .getByRole('heading', {
        level: 3,
        name: new RegExp(`^Round \\d+ · from A3, order #${from.serial}`),
      })
      .waitFor();

    const doomed = await placeDemoRound(e2e.baseUrl, table('A5').id, 'g-staff-e2e-5', [
      { productId: BUNS, quantity: 1 },
    ]);
    await page.getByRole('link', { name: '← All tables' }).click();
    await openOrder(page, 'A5', doomed.serial);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Enter a reason.').waitFor();
    await page.getByLabel('Reason to cancel').fill('Guests left before ordering more');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => status(page).innerText()).toBe(`Order #${doomed.serial} is cancelled.`);
    await page.getByText('Reason: Guests left before ordering more').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('tables, menu and settings', () => {
  it('rotates an order code, clears a cart, closes and reopens a table', async () => {
    const { page, errors } = await screen();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    const b2 = table('B2');
    const version = (await getCart(e2e.baseUrl, b2.id)).body.data.cartRowVersion;
    const put = await putLines(e2e.baseUrl, b2.id, { guestId: 'g-staff-e2e-6' }, version, [
      line(DUMPLINGS.id, 2),
    ]);
    expect(put.body.code).toBe(0);
    await signInByLink(page, e2e.baseUrl, token);

    const b1 = card(page, 'B1');
    await b1.getByRole('button', { name: 'New order code for B1' }).click();
    await expect.poll(() => b1.getByRole('status').innerText()).toMatch(/new order code is \d{4}/);
    expect(asked.at(-1)).toMatch(/^Give B1 a new order code\? The old code stops working/);
    const code = /(\d{4})\.$/.exec(await b1.getByRole('status').innerText())?.[1];
    expect(code).not.toBe(table('B1').orderCode);
    const listed = await staffCall<{ name: string; orderCode: string }[]>(
      e2e.baseUrl,
      token,
      'GET',
      '/tables',
    );
    expect(listed.find((entry) => entry.name === 'B1')?.orderCode).toBe(code);
    expect(await b1.locator('.code').innerText()).toBe(code);

    const cartOfB2 = card(page, 'B2');
    await expect.poll(() => cartOfB2.innerText()).toContain('2 items');
    await cartOfB2.getByRole('button', { name: 'Clear for next party: B2' }).click();
    await expect.poll(() => cartOfB2.innerText()).toContain('0 items');

    // A diner at B3 with a dish in the cart, as the staff close the table.
    const diner = await e2e.phone();
    await scanTable(diner.page, e2e.baseUrl, 'en-US', await e2e.qr(table('B3').id));
    await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await chooseDineInIfAsked(diner.page, 'en-US');
    await productCard(diner.page, DUMPLINGS.id).click();
    await productSheet(diner.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(diner.page, 'en-US', 'Rhea');
    await expect.poll(() => cartCount(diner.page)).toBe(1);

    const b3 = card(page, 'B3');
    await b3.getByRole('button', { name: 'Close table for B3' }).click();
    await expect.poll(() => b3.locator('.badge').first().innerText()).toBe('Closed');
    // Closing asks first (it did not); reopening does not.
    expect(asked.at(-1)).toMatch(/^Close B3\? Nobody can order there until it is reopened/);
    // Their placement says the table is unavailable, not "check your cart" (nothing to check).
    await diner.page.getByRole('button', { name: /View cart/ }).click();
    const cart = diner.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    const refusal = cart.getByRole('alert').filter({ hasText: /^Not placed: / });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(
      `Not placed: ${text('en-US', 'order.tableUnavailable')}.`,
    );
    expect(await cartCount(diner.page)).toBe(1);
    const questions = asked.length;
    await b3.getByRole('button', { name: 'Reopen table for B3' }).click();
    // Open again, with Rhea's dish in its cart.
    await expect.poll(() => b3.locator('.badge').first().innerText()).toBe('Seated');
    expect(asked).toHaveLength(questions);
    // The next test at B3 finds it as a new party would.
    await staffCall(e2e.baseUrl, token, 'POST', `/tables/${table('B3').id}/clear`);
    expect(errors).toEqual([]);
  });

  it('replaces a table’s QR code: the printed one stops working, the diner scans the new one and keeps the cart', async () => {
    const a3 = table('A3');
    const { page: console_, errors } = await screen();
    console_.on('dialog', (dialog) => void dialog.accept());
    const diner = await e2e.phone();
    const printed = await e2e.qr(a3.id);
    await scanTable(diner.page, e2e.baseUrl, 'en-US', printed);
    await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await productCard(diner.page, DUMPLINGS.id).click();
    await productSheet(diner.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(diner.page, 'en-US', 'Quinn');
    await expect.poll(() => cartCount(diner.page)).toBe(1);

    await signInByLink(console_, e2e.baseUrl, token);
    const a3Card = card(console_, 'A3');
    await a3Card.getByRole('button', { name: 'New QR code for A3' }).click();
    await expect
      .poll(() => a3Card.getByRole('status').innerText())
      .toBe(staffText('en-US', 'tables.newQrDone', { table: 'A3' }));
    const replaced = await e2e.qr(a3.id);
    expect(replaced).not.toBe(printed);

    // The QR sheet prints the new code.
    await console_.getByRole('link', { name: staffText('en-US', 'console.nav.qr') }).click();
    await console_.getByText(`/m/1001/q/${replaced}`).waitFor();
    expect(await console_.getByText(`/m/1001/q/${printed}`).count()).toBe(0);

    // The diner at the table is told at once to scan the code on the table again, and it stays
    // said until they do.
    const retired = diner.page
      .getByRole('alert')
      .filter({ hasText: text('en-US', 'table.codeRetired') });
    await retired.waitFor();
    // Their next dish is refused with "scan again", and nothing is lost; the old printed code
    // opens no table.
    await productCard(diner.page, DUMPLINGS.id).click();
    const sheet = productSheet(diner.page, 'en-US');
    await sheet.getByRole('button', { name: /^Add/ }).click();
    // Said in the sheet, which stays open (a toast alone went by behind it: Add seemed dead).
    await sheet
      .getByRole('alert')
      .filter({ hasText: text('en-US', 'order.pleaseScanQrCodeAgain') })
      .waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => cartCount(diner.page)).toBe(1);
    await shootBothThemes(diner.page, 'qr-replaced', 'code-retired', 'en-US');
    // A reload still says it (the seat's renewal is refused again), in Chinese too.
    await diner.page.goto(`${e2e.baseUrl}/zh-tw/merchant/1001/order`);
    await diner.page
      .getByRole('alert')
      .filter({ hasText: text('zh-TW', 'table.codeRetired') })
      .waitFor();
    await shootBothThemes(diner.page, 'qr-replaced', 'code-retired', 'zh-TW');
    await diner.page.goto(`${e2e.baseUrl}/m/1001/q/${printed}`);
    await diner.page
      .getByRole('status')
      .filter({ hasText: text('en-US', 'qr.scanToOrder') })
      .waitFor();
    // Scanning the new code brings the same diner's dish back.
    await scanTable(diner.page, e2e.baseUrl, 'en-US', replaced);
    await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    // The cart loads after the page (a fresh seat, then the table's cart): not within a second
    // on a loaded machine.
    await expect.poll(() => cartCount(diner.page), { timeout: 10_000 }).toBe(1);
    expect(await retired.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('counts the diners at a table live, as they open the menu and as they leave', async () => {
    const b2 = table('B2');
    const { page: console_, errors } = await screen();
    await signInByLink(console_, e2e.baseUrl, token);
    const dinersHere = card(console_, 'B2')
      .getByRole('term')
      .filter({ hasText: staffText('en-US', 'tables.dinersHere') })
      .locator('+ dd');
    const count = async () => Number(await dinersHere.innerText());
    await expect.poll(count).not.toBeNaN();
    const before = await count();
    const diner = await e2e.phone();
    await scanTable(diner.page, e2e.baseUrl, 'en-US', await e2e.qr(b2.id));
    await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    // No reload of the console: the staff feed says who came, and who went.
    await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);
    await diner.page.close();
    await expect.poll(count, { timeout: 10_000 }).toBe(before);
    expect(errors).toEqual([]);
  });

  it('stops calling the floor live as soon as the network drops, and is live again once it is back', async () => {
    const { page: console_, errors } = await screen();
    const calls = apiCallsInFlight(console_);
    await signInByLink(console_, e2e.baseUrl, token);
    const badge = console_.locator('.topbar__live');
    await expect.poll(() => badge.innerText()).toBe(staffText('en-US', 'live.live'));
    // The floor read again as the channel joined: done before the network goes.
    await untilQuiet(console_, calls);
    await console_.context().setOffline(true);
    // At once, not at the socket's 30-second timeout.
    await expect
      .poll(() => badge.innerText(), { timeout: 3_000 })
      .toBe(staffText('en-US', 'live.reconnecting'));
    await console_.context().setOffline(false);
    // Not at the next step of a backoff that grew while the network was away.
    await expect
      .poll(() => badge.innerText(), { timeout: 5_000 })
      .toBe(staffText('en-US', 'live.live'));
    expect(errors).toEqual([]);
  });

  it('marks a dish sold out and back, takes one off the shelf and back', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token, '/staff/menu');
    await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
    const dumplings = page.locator('li.product', { hasText: DUMPLINGS.name });
    await dumplings.getByRole('button', { name: `Mark sold out: ${DUMPLINGS.name}` }).click();
    await expect.poll(() => status(page).innerText()).toBe(`${DUMPLINGS.name} is sold out.`);
    await dumplings.getByText('Sold out', { exact: true }).waitFor();
    const menu = (await (
      await fetch(`${e2e.baseUrl}/api/member/merchant/products-by-categories?merchantId=1001`)
    ).json()) as { data: { products: { id: number; soldOut: boolean }[] }[] };
    const listed = menu.data.flatMap((category) => category.products);
    expect(listed.find((product) => String(product.id) === DUMPLINGS.id)?.soldOut).toBe(true);
    await dumplings.getByRole('button', { name: `Back in stock: ${DUMPLINGS.name}` }).click();
    await expect.poll(() => status(page).innerText()).toBe(`${DUMPLINGS.name} is back in stock.`);

    // Off the shelf: gone from the diners' menu, still listed here (from the staff product list).
    const shrimp = page.locator('li.product', { hasText: SHRIMP.name });
    await shrimp.getByRole('button', { name: `Take off the shelf: ${SHRIMP.name}` }).click();
    await shrimp.getByText('Off the shelf', { exact: true }).waitFor();
    const dinersSee = async () => {
      const reply = await fetch(
        `${e2e.baseUrl}/api/member/merchant/products-by-categories?merchantId=1001`,
      );
      const body = (await reply.json()) as { data: { products: { id: number }[] }[] };
      return body.data.flatMap((category) => category.products).map((p) => String(p.id));
    };
    expect(await dinersSee()).not.toContain(SHRIMP.id);
    await noSerious(page);
    // A reload still lists it: the list is the server's, not this browser's memory.
    await page.reload();
    await shrimp.getByRole('button', { name: `Back on the shelf: ${SHRIMP.name}` }).click();
    await expect.poll(() => status(page).innerText()).toBe(`${SHRIMP.name} is back on the menu.`);
    await expect.poll(() => shrimp.getByText('Off the shelf', { exact: true }).count()).toBe(0);
    expect(await dinersSee()).toContain(SHRIMP.id);
    expect(errors).toEqual([]);
  });

  it('changes the merchant settings, checking them first', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token, '/staff/settings');
    const colour = page.getByLabel('Theme colour');
    await expect.poll(() => colour.inputValue()).toBe('#f6821f');
    await colour.fill('orange');
    await page.getByLabel('Clear an idle cart after (minutes)').fill('-1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Enter a colour as #rgb or #rrggbb').waitFor();
    await page.getByText('The minutes must be from 0 to 9999.').waitFor();
    await colour.fill('#1a73e8');
    await page.getByLabel('Clear an idle cart after (minutes)').fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => status(page).innerText()).toContain('Settings saved.');
    const info = await fetch(`${e2e.baseUrl}/api/merchant/tiny-merchant?id=1001`);
    const text = await info.text();
    expect(text).toContain('{"templateEnum":18005,"value":"#1a73e8"}');
    expect(text).toContain('{"templateEnum":8003,"value":"30"}');
    await colour.fill('#f6821f');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => status(page).innerText()).toContain('Settings saved.');
    expect(errors).toEqual([]);
  });
});

describe('requests from diners', () => {
  it('a diner’s “ask the staff for the code” shows up live on the floor and is marked done', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token);
    const asking = page.getByRole('region', { name: 'Diners asking' });
    await asking.getByText('Nobody is waiting for the staff.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    await staffCall(e2e.baseUrl, token, 'PUT', '/settings', { DineinWebOrderCodeRequired: true });
    try {
      const diner = await e2e.phone();
      await scanTable(diner.page, e2e.baseUrl, 'en-US', await e2e.qr(table('B6').id));
      await visit(diner.page, e2e.baseUrl, '/merchant/1001/order');
      await productCard(diner.page, DUMPLINGS.id).click();
      await productSheet(diner.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      await giveFirstName(diner.page, 'en-US', 'Ivy');
      await diner.page.getByRole('button', { name: /View cart/ }).click();
      await diner.page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
      const codeDialog = diner.page.getByRole('dialog', {
        name: text('en-US', 'popup.orderCode.title'),
      });
      await codeDialog.getByRole('button', { name: text('en-US', 'orderCode.ask') }).click();
      await codeDialog.getByRole('status').getByText(text('en-US', 'orderCode.asked')).waitFor();

      // Live: on the floor within a second, with the code to read out.
      const request = asking.getByRole('listitem').filter({ hasText: 'B6' });
      await request.waitFor({ timeout: 1_000 });
      expect(await request.innerText()).toContain(table('B6').orderCode);
      expect(await card(page, 'B6').innerText()).toContain('Asks for the code');
      await noSerious(page);
      await page.screenshot({ path: join(SCREENSHOTS, 'staff-requests.png'), fullPage: true });
      await request.getByRole('button', { name: 'Done: told B6 the order code' }).click();
      await asking.getByText('Nobody is waiting for the staff.').waitFor();
      expect(await card(page, 'B6').innerText()).not.toContain('Asks for the code');
      expect(diner.errors).toEqual([]);
    } finally {
      await staffCall(e2e.baseUrl, token, 'PUT', '/settings', {
        DineinWebOrderCodeRequired: false,
      });
    }
    expect(errors).toEqual([]);
  });
});

describe('a diner calls the staff (issue 17: any call for staff)', () => {
  it('the bell on the menu tells the diner the staff know, in Chinese; the console lists it until Done', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token);
    const asking = page.getByRole('region', { name: 'Diners asking' });
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    const diner = await e2e.phone({ locale: 'zh-TW' });
    await scanTable(diner.page, e2e.baseUrl, 'zh-TW', await e2e.qr(table('B5').id));
    await visit(diner.page, e2e.baseUrl, '/zh-tw/merchant/1001/order');
    await chooseDineInIfAsked(diner.page, 'zh-TW');
    await addDish(diner.page, 'zh-TW', DUMPLINGS.id, 'Bo');
    // The bell asks first: Cancel calls nobody, and the bell has the focus back.
    const bell = diner.page.getByRole('button', { name: text('zh-TW', 'header.callStaff') });
    const confirm = diner.page.getByRole('dialog', { name: text('zh-TW', 'callStaff.title') });
    await bell.click();
    await confirm.getByRole('button', { name: text('zh-TW', 'common.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((node) => node === document.activeElement)).toBe(true);
    await bell.click();
    await diner.page.screenshot({ path: 'e2e/screenshots/call-staff-confirm-zh-light.png' });
    // A phone set to very large text: the cart bar wraps and grows, and toasts still clear it.
    await diner.page.evaluate(() => (document.documentElement.style.fontSize = '250%'));
    await confirm.getByRole('button', { name: text('zh-TW', 'callStaff.call') }).click();
    const told = diner.page
      .getByRole('status')
      .filter({ hasText: text('zh-TW', 'table.staffCalled') });
    await told.waitFor();
    // Called, the focus is back on the bell (it was busy, not disabled, meanwhile): not lost.
    await expect.poll(() => bell.evaluate((node) => node === document.activeElement)).toBe(true);
    // A keyboard user on the toast's Dismiss holds it there (its clock stops while it has the
    // focus)...
    const dismiss = told.getByRole('button', { name: text('zh-TW', 'common.dismiss') });
    await dismiss.focus();
    // The toast stands above the cart bar, which stays in sight and in reach.
    const toast = await diner.page.locator('.toast').last().boundingBox();
    const cartButton = await diner.page.locator('.cart-bar__button').boundingBox();
    expect(cartButton?.height ?? 0).toBeGreaterThan(84);
    expect((toast?.y ?? 0) + (toast?.height ?? 0)).toBeLessThanOrEqual(cartButton?.y ?? 0);
    await diner.page.screenshot({ path: 'e2e/screenshots/call-staff-told-zh-light.png' });
    await diner.page.evaluate(() => (document.documentElement.style.fontSize = ''));
    // ...and, dismissing it, is back where the focus came from: the bell, not the bare page.
    await diner.page.keyboard.press('Enter');
    await told.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((node) => node === document.activeElement)).toBe(true);

    const request = asking.getByRole('listitem').filter({ hasText: 'B5' });
    await request.waitFor({ timeout: 1_000 });
    expect(await request.count()).toBe(1);
    expect(await request.innerText()).toContain('B5 calls for the staff');
    expect(await card(page, 'B5').innerText()).toContain('Calls for the staff');
    await noSerious(page);
    await request.getByRole('button', { name: 'Done: went to B5' }).click();
    await expect.poll(() => card(page, 'B5').innerText()).not.toContain('Calls for the staff');

    // Told again, then the cart opened over it: the toast moves into the cart's sheet and goes
    // on with the time it has had, rather than starting its time again there.
    await diner.page.evaluate(() => {
      const times: { shown?: number; moved?: number; gone?: number } = {};
      Object.assign(window, { toastTimes: times });
      new MutationObserver(() => {
        const toast = document.querySelector('.toast');
        const now = performance.now();
        if (toast === null) {
          if (times.shown !== undefined) times.gone ??= now;
        } else {
          times.shown ??= now;
          if (toast.closest('dialog') !== null) times.moved ??= now;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await bell.click();
    await confirm.getByRole('button', { name: text('zh-TW', 'callStaff.call') }).click();
    await told.waitFor();
    await diner.page.waitForTimeout(1_500);
    await diner.page.locator('.cart-bar button').first().tap();
    const toastTimes = () =>
      diner.page.evaluate(
        () =>
          (window as unknown as { toastTimes: { shown: number; moved?: number; gone?: number } })
            .toastTimes,
      );
    await expect.poll(async () => (await toastTimes()).gone, { timeout: 20_000 }).toBeDefined();
    const times = await toastTimes();
    const duration = toastDurationMs(text('zh-TW', 'table.staffCalled'));
    // It was still there when the cart opened, over a second after it came.
    expect(times.moved).toBeDefined();
    const beforeTheCart = (times.moved ?? 0) - times.shown;
    expect(beforeTheCart).toBeGreaterThan(1_300);
    // Started again, it would have stayed its whole time after the cart opened.
    expect((times.gone ?? Infinity) - times.shown).toBeLessThan(duration + beforeTheCart / 2);
    expect(diner.errors).toEqual([]);

    // The dialog's code missing (a release replaced it, the network dropped): the tap still
    // calls, and the page stays.
    const late = await e2e.phone();
    await late.context.route(/\/assets\/CallStaffConfirm-[^/]*\.js$/, (route) => route.abort());
    await scanTable(late.page, e2e.baseUrl, 'en-US', await e2e.qr(table('B5').id));
    await visit(late.page, e2e.baseUrl, '/merchant/1001/order');
    await chooseDineInIfAsked(late.page, 'en-US');
    await late.page.getByRole('button', { name: text('en-US', 'header.callStaff') }).click();
    await late.page
      .getByRole('status')
      .filter({ hasText: text('en-US', 'table.staffCalled') })
      .waitFor();
    await asking.getByRole('listitem').filter({ hasText: 'B5' }).waitFor();
    await late.page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the console in Traditional Chinese (issue 17)', () => {
  it('follows the browser’s language, names dishes, states and money in it, and keeps a switch', async () => {
    const placed = await placeDemoRound(e2e.baseUrl, table('B3').id, 'g-staff-zh', [
      { productId: DUMPLINGS.id, quantity: 2 },
    ]);
    const { page, errors } = await screen({ viewport: PHONE, locale: 'zh-TW' });
    await signInByLink(page, e2e.baseUrl, token, '/staff', 'zh-TW');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
    await page
      .getByRole('heading', { level: 1, name: staffText('zh-TW', 'tables.title') })
      .waitFor();
    const b3 = card(page, 'B3');
    await b3.getByRole('link').waitFor();
    expect(await b3.innerText()).toContain(staffText('zh-TW', 'status.payment.unpaid'));
    expect(await b3.innerText()).toContain(zhMoney(placed.totalAmount));
    await noSerious(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-tables-zh-TW.png'), fullPage: true });

    await b3.getByRole('link').click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: placed.serial }).waitFor();
    const state = await page.locator('.badges').innerText();
    expect(state).toContain(staffText('zh-TW', 'status.order.open'));
    expect(state).toContain(staffText('zh-TW', 'status.send.notSent'));
    // The dish as the menu names it in Chinese, and the line's amount in the merchant's currency.
    const dumplings = page.locator('li.line', { hasText: '韭菜豬肉水餃' });
    expect(await dumplings.innerText()).toContain(`2 × 韭菜豬肉水餃`);
    expect(await dumplings.innerText()).toContain(zhMoney(placed.totalAmount));
    await noSerious(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-order-zh-TW.png'), fullPage: true });

    // The switch names the other language in itself; the choice stays on this device.
    const topbar = page.locator('.topbar');
    expect(await topbar.innerText()).toContain('蓮花小館');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Console' }).waitFor();
    await page.getByRole('button', { name: '繁體中文' }).waitFor();
    // What the server words (the merchant's name) follows the switch, not only the next reload.
    await expect.poll(() => topbar.innerText()).toContain('Lotus House');
    await page.reload();
    await page.getByRole('navigation', { name: 'Console' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.locator('.badges').innerText()).toContain('Not sent');
    expect(errors).toEqual([]);
  });
});

describe('the QR sheet', () => {
  it('has one card a table: its name, its QR code as SVG and its URL; printing shows only the cards', async () => {
    const { page, errors } = await screen();
    await signInByLink(page, e2e.baseUrl, token, '/staff/qr');
    const cards = page.locator('li.qr-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(demoFacts.tables.length);
    for (const [index, entry] of demoFacts.tables.entries()) {
      const url = `${e2e.baseUrl}/m/1001/q/${await e2e.qr(entry.id)}`;
      const item = cards.nth(index);
      expect(await item.locator('h2').innerText()).toContain(`Table ${entry.name}`);
      expect(await item.locator('.qr-card__url').innerText()).toBe(url);
      const svg = item.locator('svg[role="img"]');
      expect(await svg.getAttribute('aria-label')).toBe(`QR code for table ${entry.name}: ${url}`);
      const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size + 8;
      expect(await svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    }
    await noSerious(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.topbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print the QR codes' }).isVisible()).toBe(false);
    expect(await cards.first().isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-qr-print.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['phone', PHONE, 'light'],
  ['desktop', DESKTOP, 'light'],
  ['phone', PHONE, 'dark'],
  ['desktop', DESKTOP, 'dark'],
] as const)('on a %s (%s theme)', (device, viewport, colorScheme) => {
  it('axe finds nothing serious on any page; screenshots of tables, order and QR sheet', async () => {
    const tag = `${device}-${colorScheme}`;
    const placed = await placeDemoRound(e2e.baseUrl, table('B4').id, `g-shot-${tag}`, [
      { productId: DUMPLINGS.id, quantity: 2 },
      { productId: BUNS, quantity: 1 },
    ]);
    const { page, errors } = await screen({ viewport, colorScheme });
    await signInByLink(page, e2e.baseUrl, token);
    await card(page, 'B4').getByRole('link').waitFor();
    await noSerious(page);
    await page.screenshot({ path: join(SCREENSHOTS, `staff-tables-${tag}.png`) });
    await openOrder(page, 'B4', placed.serial);
    await noSerious(page);
    await page.screenshot({ path: join(SCREENSHOTS, `staff-order-${tag}.png`), fullPage: true });
    for (const [name, heading] of [
      ['Menu', 'Menu'],
      ['Settings', 'Settings'],
      ['QR codes', 'Table QR codes'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await noSerious(page);
      if (name !== 'QR codes')
        await page.screenshot({
          path: join(SCREENSHOTS, `staff-${name.toLowerCase()}-${tag}.png`),
        });
    }
    await page.locator('li.qr-card').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `staff-qr-${tag}.png`) });
    expect(errors).toEqual([]);
  });
});

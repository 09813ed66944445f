import { describe, expect, it } from 'vitest';
import { makeTestClock } from '../../adapters/system/test-clock.ts';
import { lineOf, linesOf, makeTestCore, seat, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const PHONE = '+1 (212) 555-0177';

describe('logging in at the table with a one-time code', () => {
  it('stores the member, renews the uuid, refetches the cart, rejoins, asks to enrol', async () => {
    const clock = makeTestClock(Date.now());
    const { core } = makeTestCore(shared.server.origin, { fingerprint: 'browser-mei', clock });
    shared.track(core);
    const table = tableFor(0);
    await seat(core, table.qrcodeId, 'Mei');
    await core.addItem(lineOf('701', 1));
    const before = core.snapshot('persisted');

    expect(await core.requestCode('12')).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'phoneInvalid' },
    });
    expect((await core.requestCode(PHONE)).ok).toBe(true);
    expect(core.snapshot('login')).toMatchObject({ secondsUntilResend: 60, canRequestCode: false });
    clock.advance(3_000);
    expect(core.snapshot('login').secondsUntilResend).toBe(57);
    expect(core.events().filter((e) => e.type === 'ClockTicked')).toHaveLength(3);
    expect(await core.requestCode(PHONE)).toMatchObject({ error: { missing: 'countdown' } });

    const code = shared.server.otps.at(-1)?.code ?? '';
    const loggedIn = await core.login(PHONE, code, '/merchant/1001/order');
    if (!loggedIn.ok) throw new Error(JSON.stringify(loggedIn.error));
    expect(loggedIn.value).toEqual({
      navigation: { to: '/merchant/1001/order', replace: false },
      needsEnrolment: true,
    });

    const after = core.snapshot('persisted');
    expect(after.memberId).not.toBeNull();
    expect(after.token).not.toBe(before.token);
    expect(after.guestUuid).not.toBe(before.guestUuid);
    expect(core.snapshot('member')).toMatchObject({ loggedIn: true, needsEnrolment: true });
    expect(core.snapshot('popups').open).toMatchObject({ login: false, enrolment: true });
    expect(core.snapshot('login').phone).toBe('');
    // What Mei added as a guest who only gave a name is carried over: she keeps her line.
    const cart = core.snapshot('cart');
    expect(cart.version).toBe((await shared.server.cartOf(table.id)).cartRowVersion);
    expect(linesOf(core)).toEqual(['701||1']);
    expect(cart.diners).toHaveLength(1);
    await until(() => core.snapshot('connection').connected, 8_000, 'the rejoin');
    const flags = core
      .events()
      .flatMap((e) => (e.type === 'LiveConnectionChanged' ? [e.payload.connected] : []));
    expect(flags).toEqual([true, false, true]);

    const enrolled = await core.enrol({
      firstName: 'Mei',
      lastName: 'Lin',
      birthdayMonth: 3,
      birthdayDay: 14,
      email: 'mei@example.com',
      receiveSmsAndEmail: false,
    });
    expect(enrolled).toEqual({ ok: true, value: { to: '/merchant/1001/order', replace: false } });
    expect(core.snapshot('member')).toMatchObject({
      needsEnrolment: false,
      member: { firstName: 'Mei', birthday: 314, token: '' },
    });
    expect(core.snapshot('popups').open.enrolment).toBe(false);

    const out = await core.logout();
    expect(out).toEqual({ ok: true, value: { to: '/merchant/1001/login', replace: true } });
    expect(core.snapshot('persisted')).toMatchObject({ memberId: null, token: null });
  }, 30_000);

  it('gives the form the server’s refusal of a wrong code, no toast beside it, and keeps the visitor', async () => {
    const { core } = makeTestCore(shared.server.origin, { fingerprint: 'browser-lu' });
    shared.track(core);
    await seat(core, tableFor(1).qrcodeId, 'Lu');
    await core.requestCode('+12125550178');
    const wrong = shared.server.otps.at(-1)?.code === '000000' ? '111111' : '000000';
    const result = await core.login('+12125550178', wrong);
    // The form says it beside the code field (use-login-form.ts): a toast would say it twice.
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: 4001, message: { kind: 'text' } },
    });
    expect(core.snapshot('toasts').items).toEqual([]);
    expect(core.snapshot('login').verification).toBe('error');
    expect(core.snapshot('member').loggedIn).toBe(false);
  }, 30_000);

  it('sends one code for a double tap: the second waits for the first, no refusal shown', async () => {
    const { core } = makeTestCore(shared.server.origin, { fingerprint: 'browser-tap' });
    shared.track(core);
    await seat(core, tableFor(2).qrcodeId, 'Tap');
    const sent = shared.server.otps.length;
    const [first, second] = await Promise.all([
      core.requestCode('+12125550179'),
      core.requestCode('+12125550179'),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { missing: 'countdown' } });
    expect(shared.server.otps.length).toBe(sent + 1);
    expect(core.snapshot('login').codeRequest).toBe('success');
    expect(core.snapshot('toasts').items).toEqual([]);
  }, 30_000);

  it('counts down after the minute’s refusal: a code went to the phone from another page', async () => {
    const clock = makeTestClock(Date.now());
    const other = makeTestCore(shared.server.origin, { fingerprint: 'browser-page-1' }).core;
    const { core } = makeTestCore(shared.server.origin, { fingerprint: 'browser-page-2', clock });
    shared.track(other);
    shared.track(core);
    await seat(other, tableFor(3).qrcodeId, 'Page');
    await seat(core, tableFor(3).qrcodeId, 'Page');
    expect((await other.requestCode('+12125550181')).ok).toBe(true);
    const refused = await core.requestCode('+12125550181');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', code: 4290 } });
    expect(core.snapshot('login')).toMatchObject({ secondsUntilResend: 60, canRequestCode: false });
    clock.advance(2_000);
    expect(core.snapshot('login').secondsUntilResend).toBe(58);
    expect(await core.requestCode('+12125550181')).toMatchObject({
      error: { missing: 'countdown' },
    });
  }, 30_000);

  it('checks the enrolment form before sending it', async () => {
    const { core } = makeTestCore(shared.server.origin, { fingerprint: 'browser-ko' });
    shared.track(core);
    const result = await core.enrol({
      firstName: '',
      lastName: 'Ko',
      birthdayMonth: null,
      birthdayDay: null,
      email: 'ko@',
      receiveSmsAndEmail: false,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'nameRequired',
        fieldErrors: {
          firstName: 'nameRequired',
          birthday: 'birthdayRequired',
          email: 'emailFormatIncorrect',
        },
      },
    });
  });

  it('keeps the tries of the page that asked: a stranger on the same Wi-Fi uses up only the strangers’', async () => {
    const phone = '+12125550183';
    // What the send call answers, seen on the wire: it must be nowhere in the page's log.
    const secrets: string[] = [];
    const watching: typeof fetch = async (input, init) => {
      const reply = await fetch(input, init);
      if (String(input instanceof Request ? input.url : input).includes('/api/member/phone/code'))
        secrets.push(
          ((await reply.clone().json()) as { data: { codeRequest: string } }).data.codeRequest,
        );
      return reply;
    };
    const { core: kai, logger } = makeTestCore(shared.server.origin, {
      fingerprint: 'browser-kai',
      fetch: watching,
    });
    const { core: stranger } = makeTestCore(shared.server.origin, { fingerprint: 'browser-nosy' });
    shared.track(kai);
    shared.track(stranger);
    await seat(kai, tableFor(2).qrcodeId, 'Kai');
    await seat(stranger, tableFor(2).qrcodeId, 'Nosy');
    expect(await kai.requestCode(phone)).toMatchObject({ ok: true });
    const code = shared.server.otps.at(-1)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    // Both phones are on the restaurant's one address.
    for (let i = 0; i < 5; i += 1)
      expect(await stranger.login(phone, wrong)).toMatchObject({ error: { code: 4001 } });
    expect(await stranger.login(phone, code)).toMatchObject({ error: { code: 4001 } });
    // What the send call answered is not in the log a diner may send with "report a problem".
    const [secret] = secrets;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(kai.events())).not.toContain(secret);
    expect(JSON.stringify(kai.snapshot('persisted'))).not.toContain(secret);
    for (const level of ['info', 'warn', 'error'] as const)
      expect(JSON.stringify(logger[level].mock.calls)).not.toContain(secret);
    const loggedIn = await kai.login(phone, code);
    expect(loggedIn).toMatchObject({ ok: true });
  }, 30_000);

  it('diners at four tables on the restaurant’s one Wi-Fi all get their codes in the same minute', async () => {
    // The page sends its seat: before, the address's fourth code of the minute was refused (4291).
    const diners = [4, 5, 6, 7].map((n) => {
      const core = shared.diner(`browser-rush-${n}`);
      return { core, table: tableFor(n), phone: `+1212555019${n}` };
    });
    for (const { core, table } of diners) await seat(core, table.qrcodeId, 'Rush');
    const sent = await Promise.all(diners.map(({ core, phone }) => core.requestCode(phone)));
    expect(sent.map((result) => result.ok)).toEqual([true, true, true, true]);
    const texted = shared.server.otps.slice(-4).map((otp) => otp.phone);
    expect(texted.sort()).toEqual(diners.map(({ phone }) => phone).sort());
    // One diner asking for number after number spends their seat's five only, told so plainly.
    const core = diners[0]?.core;
    for (const n of [1, 2, 3, 4])
      expect((await core?.requestCode(`+121255502${n}0`))?.ok).toBe(true);
    expect(await core?.requestCode('+12125550250')).toMatchObject({
      ok: false,
      error: {
        kind: 'refused',
        code: 429,
        message: { kind: 'text', text: 'Too many requests. Please wait.' },
      },
    });
  }, 60_000);
});

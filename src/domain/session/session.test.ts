import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { fold, foldAll } from '../fold.ts';
import { ServerMode } from '../model/enums.ts';
import { aMember } from '../model/member.fixture.ts';
import { initialAppState } from '../state.ts';

const merchant = {
  id: '1001',
  shortName: 'Lotus',
  desc: '',
  img: '',
  serverMode: ServerMode.Cloud,
  necessarySettingValues: [],
};
const settings = {
  supportGuest: true,
  orderCodeRequired: true,
  themePrimaryColor: '#f6821f',
  clearCartMinutes: 30,
};

describe('session slice', () => {
  it('defaults to English, one guest, no table and no order type', () => {
    expect(initialAppState.session).toMatchObject({
      locale: 'en-US',
      guestCount: 1,
      tableId: null,
      orderType: null,
    });
  });

  it('hydrates what the main thread stored, keeping defaults for what it did not', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        {
          type: 'SessionHydrated',
          payload: {
            merchantId: '1001',
            locale: 'zh-TW',
            theme: null,
            fingerprint: 'fp',
            memberId: '7001',
            subscribed: true,
            table: { tableId: '501', tableName: 'A1' },
            guestCount: null,
            orderType: 'dineIn',
          },
        },
      ]),
    );
    expect(state.session).toMatchObject({
      merchantId: '1001',
      locale: 'zh-TW',
      theme: null,
      fingerprint: 'fp',
      memberId: '7001',
      subscribed: true,
      tableId: '501',
      tableName: 'A1',
      guestCount: 1,
      orderType: 'dineIn',
    });
  });

  it('hydrates an empty store to the defaults', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        {
          type: 'SessionHydrated',
          payload: {
            merchantId: null,
            locale: null,
            theme: null,
            fingerprint: null,
            memberId: null,
            subscribed: false,
            table: null,
            guestCount: null,
            orderType: null,
          },
        },
      ]),
    );
    expect(state.session).toEqual(initialAppState.session);
  });

  it('loads merchant info and forgets it when another merchant is selected', () => {
    const loaded = foldAll(
      initialAppState,
      sequence([
        { type: 'MerchantSelected', payload: { merchantId: '1001' } },
        { type: 'MerchantInfoLoaded', payload: { info: merchant, settings } },
        { type: 'MerchantSelected', payload: { merchantId: '1001' } },
      ]),
    );
    expect(loaded.session).toMatchObject({ merchantStatus: 'success', merchant, settings });
    const other = fold(loaded, {
      seq: 4,
      at: 4,
      type: 'MerchantSelected',
      payload: { merchantId: '2002' },
    });
    expect(other.session).toMatchObject({
      merchantId: '2002',
      merchant: null,
      settings: null,
      merchantStatus: 'idle',
    });
    const failed = fold(other, {
      seq: 5,
      at: 5,
      type: 'MerchantInfoLoadFailed',
      payload: { merchantId: '2002', message: 'x' },
    });
    expect(failed.session.merchantStatus).toBe('error');
    // Never loaded: not remembered, so the root does not lead back to it (issue 15 item 9).
    expect(failed.session.merchantId).toBeNull();
    const reloadFailed = fold(loaded, {
      seq: 6,
      at: 6,
      type: 'MerchantInfoLoadFailed',
      payload: { merchantId: '1001', message: 'x' },
    });
    expect(reloadFailed.session.merchantId).toBe('1001');
  });

  it('keeps locale, theme, identity, table, guests and order type', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LocaleChanged', payload: { locale: 'zh-TW' } },
        { type: 'ThemeChanged', payload: { theme: 'dark' } },
        { type: 'GuestUuidAssigned', payload: { uuid: 'u-1' } },
        { type: 'FingerprintIdentified', payload: { fingerprint: 'fp' } },
        { type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1' } },
        { type: 'GuestCountChanged', payload: { count: 4 } },
        { type: 'OrderTypeChosen', payload: { orderType: 'dineIn' } },
      ]),
    );
    expect(state.session).toMatchObject({
      locale: 'zh-TW',
      theme: 'dark',
      guestUuid: 'u-1',
      fingerprint: 'fp',
      tableId: '501',
      tableName: 'A1',
      tableStatus: 'success',
      guestCount: 4,
      orderType: 'dineIn',
    });
    const lost = fold(state, {
      seq: 9,
      at: 9,
      type: 'TableLookupFailed',
      payload: { qrcodeId: '99', message: 'x' },
    });
    expect(lost.session).toMatchObject({ tableId: null, tableName: null, tableStatus: 'error' });
  });

  it('forgets the order type and the guest count of a party the staff cleared away, and keeps the seat', () => {
    const seated = foldAll(
      initialAppState,
      sequence([
        { type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1', qrcodeId: 'q-1' } },
        { type: 'OrderTypeChosen', payload: { orderType: 'toGo' } },
        { type: 'GuestCountChanged', payload: { count: 4 } },
      ]),
    );
    const left = fold(seated, { seq: 9, at: 9, type: 'PartyLeft', payload: {} });
    expect(left.session).toMatchObject({
      tableId: '501',
      qrcodeId: 'q-1',
      orderType: null,
      guestCount: 1,
    });
  });

  it('closes what was open about the party’s order when the staff clear it away, and nothing else', () => {
    const open = foldAll(
      initialAppState,
      sequence([
        { type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1', qrcodeId: 'q-1' } },
        ...(['unfinishedOrder', 'orderCode', 'cart', 'login'] as const).map((popup) => ({
          type: 'PopupOpened' as const,
          payload: { popup },
        })),
      ]),
    );
    const left = fold(open, { seq: 9, at: 9, type: 'PartyLeft', payload: {} });
    expect(left.popups.open).toMatchObject({
      unfinishedOrder: false,
      orderCode: false,
      cart: true,
      login: true,
    });
  });

  it("marks the table's code retired when it is still the code held, until a code is scanned", () => {
    const seated = foldAll(
      initialAppState,
      sequence([
        { type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1', qrcodeId: 'q-1' } },
      ]),
    );
    const retire = (qrcodeId: string, state = seated) =>
      fold(state, { seq: 5, at: 5, type: 'TableCodeRetired', payload: { qrcodeId } });
    // A renewal of a code scanned over since says nothing of the one held now.
    expect(retire('q-0').session.tableCodeRetired).toBe(false);
    const retired = retire('q-1');
    // The table and the seat stay: nothing the diner sees is lost.
    expect(retired.session).toMatchObject({ tableId: '501', tableCodeRetired: true });
    const rescanned = fold(retired, {
      seq: 6,
      at: 6,
      type: 'TableIdentified',
      payload: { tableId: '501', tableName: 'A1', qrcodeId: 'q-2' },
    });
    expect(rescanned.session.tableCodeRetired).toBe(false);
  });

  it('takes the member id of a registered guest', () => {
    const state = foldAll(
      initialAppState,
      sequence([{ type: 'GuestRegistered', payload: { member: aMember({ id: '8001' }) } }]),
    );
    expect(state.session.memberId).toBe('8001');
    expect(state.member.member?.id).toBe('8001');
  });

  it('never moves "now" backwards', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'ClockTicked', payload: {}, at: 5000 },
        { type: 'ClockTicked', payload: {}, at: 4000 },
      ]),
    );
    expect(state.now).toBe(5000);
  });
});

import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { emptyOrder } from '../model/defaults.ts';
import { aMember } from '../model/member.fixture.ts';
import { initialAppState } from '../state.ts';
import { PopupName } from './events.ts';
import { isLoading } from './state.ts';

const table = { tableId: '501', tableName: 'A1' };

describe('popups slice', () => {
  it('starts with every popup closed and no spinner', () => {
    expect(Object.values(initialAppState.popups.open).every((open) => !open)).toBe(true);
    expect(isLoading(initialAppState.popups)).toBe(false);
  });

  it('opens and closes any popup by name', () => {
    const opened = foldAll(
      initialAppState,
      sequence([{ type: 'PopupOpened', payload: { popup: PopupName.Cart } }]),
    );
    expect(opened.popups.open.cart).toBe(true);
    const closed = foldAll(opened, [
      { seq: 2, at: 2, type: 'PopupClosed', payload: { popup: PopupName.Cart } },
    ]);
    expect(closed.popups.open.cart).toBe(false);
  });

  it('shows the spinner while any task runs, counting repeated tasks', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoadingStarted', payload: { task: 'cart' } },
        { type: 'LoadingStarted', payload: { task: 'cart' } },
        { type: 'LoadingFinished', payload: { task: 'cart' } },
        { type: 'LoadingFinished', payload: { task: 'unknown' } },
      ]),
    );
    expect(state.popups.loading).toEqual(['cart']);
    expect(isLoading(state.popups)).toBe(true);
  });

  it('asks a member without a birthday to enrol, closing the login popup', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'PopupOpened', payload: { popup: PopupName.Login } },
        {
          type: 'LoginSucceeded',
          payload: { member: aMember({ birthday: null }), guestUuid: 'u' },
        },
      ]),
    );
    expect(state.popups.open).toMatchObject({ login: false, enrolment: true });
    const enrolled = foldAll(state, [
      {
        seq: 3,
        at: 3,
        type: 'MemberProfileSaved',
        payload: { member: aMember({ birthday: 307 }) },
      },
    ]);
    expect(enrolled.popups.open.enrolment).toBe(false);
  });

  it('does not ask a member with a birthday to enrol', () => {
    const state = foldAll(
      initialAppState,
      sequence([{ type: 'LoginSucceeded', payload: { member: aMember(), guestUuid: 'u' } }]),
    );
    expect(state.popups.open.enrolment).toBe(false);
  });

  it('closes the edit-name popup once the member has a first name', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'PopupOpened', payload: { popup: PopupName.EditMemberName } },
        { type: 'MemberProfileSaved', payload: { member: aMember({ firstName: '' }) } },
      ]),
    );
    expect(state.popups.open.editMemberName).toBe(true);
    const named = foldAll(state, [
      { seq: 3, at: 3, type: 'MemberProfileSaved', payload: { member: aMember() } },
    ]);
    expect(named.popups.open.editMemberName).toBe(false);
  });

  it('announces an own placed order with the submitter and closes the cart', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'PopupOpened', payload: { popup: PopupName.Cart } },
        {
          type: 'OrderPlaced',
          payload: { order: { ...emptyOrder(table), id: '9' }, submitterName: 'Ada' },
        },
      ]),
    );
    expect(state.popups.open).toMatchObject({ cart: false, orderSubmitted: true });
    expect(state.popups.submitterName).toBe('Ada');
    const dismissed = foldAll(state, [
      { seq: 3, at: 3, type: 'PopupClosed', payload: { popup: PopupName.OrderSubmitted } },
    ]);
    expect(dismissed.popups.submitterName).toBeNull();
  });

  it('closes the order-type chooser once a type is chosen', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'PopupOpened', payload: { popup: PopupName.OrderType } },
        { type: 'OrderTypeChosen', payload: { orderType: 'toGo' } },
      ]),
    );
    expect(state.popups.open.orderType).toBe(false);
    expect(state.session.orderType).toBe('toGo');
  });
});

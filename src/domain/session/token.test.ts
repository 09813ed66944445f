import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { aMember } from '../model/member.fixture.ts';
import { initialAppState } from '../state.ts';

const hydrated = (token?: string | null) =>
  foldAll(
    initialAppState,
    sequence([
      {
        type: 'SessionHydrated',
        payload: {
          merchantId: '1001',
          locale: null,
          theme: null,
          fingerprint: null,
          memberId: '7001',
          token,
          subscribed: false,
          table: null,
          guestCount: null,
          orderType: null,
        },
      },
    ]),
  );

describe('the session token', () => {
  it('comes back from storage, and is absent in logs that never stored one', () => {
    expect(hydrated('t-1').session.token).toBe('t-1');
    expect(hydrated().session.token).toBeNull();
  });

  it('follows login, guest registration, member reads and logout', () => {
    const member = aMember({ token: 't-login' });
    const state = foldAll(
      hydrated('t-1'),
      sequence(
        [
          { type: 'LoginSucceeded', payload: { member, guestUuid: 'u-2' } },
          { type: 'MemberLoaded', payload: { member: aMember({ token: '' }) } },
        ],
        2,
      ),
    );
    expect(state.session.token).toBe('t-login');
    const saved = foldAll(
      state,
      sequence([{ type: 'MemberProfileSaved', payload: { member: aMember({ token: 't-3' }) } }], 9),
    );
    expect(saved.session.token).toBe('t-3');
    const guest = foldAll(
      initialAppState,
      sequence([{ type: 'GuestRegistered', payload: { member: aMember({ token: 't-g' }) } }]),
    );
    expect(guest.session).toMatchObject({ token: 't-g', memberId: '7001' });
    const out = foldAll(
      saved,
      sequence([{ type: 'LoggedOut', payload: { guestUuid: 'u-3', reason: 'user' } }], 20),
    );
    expect(out.session.token).toBeNull();
  });
});

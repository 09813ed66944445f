import type { SessionState } from '../../domain/session/state.ts';

/**
 * Whose lines are whose in the table's cart: the member id, else the seat's diner id (the POS
 * keys userCarts the same way, docs/security.md); the guest uuid only without a seat.
 */
export const cartUserId = (
  session: Pick<SessionState, 'memberId' | 'guestUuid'> & Partial<Pick<SessionState, 'seat'>>,
): string | null => session.memberId ?? session.seat?.dinerId ?? session.guestUuid;

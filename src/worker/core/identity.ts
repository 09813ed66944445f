import type { SessionState } from '../../domain/session/state.ts';

/**
 * Whose lines are whose in the table's cart: the member id, else the guest uuid (the POS keys
 * userCarts the same way, docs/decisions.md).
 */
export const cartUserId = (session: Pick<SessionState, 'memberId' | 'guestUuid'>): string | null =>
  session.memberId ?? session.guestUuid;

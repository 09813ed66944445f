import { RegistrationState } from '../../src/domain/model/enums.ts';
import type { WebSettings } from '../../src/domain/model/merchant.ts';
import type { MemberRow } from '../auth/identity.ts';
import { CartCode } from '../cart/codes.ts';
import { ApiError } from '../http/api-error.ts';
import type { AttemptCounter, GuessKey } from '../limits/attempt-counter.ts';
import { sameCode } from '../tables/same-code.ts';

export interface CodeCheck {
  readonly attempts: AttemptCounter;
  /** The table's order code now. */
  readonly expected: string;
  /** Who a wrong guess is charged to: the seat and the address (tables/attempts.ts). */
  readonly keys: readonly GuessKey[];
}

/**
 * Spec §6: with guest mode off (18001 'false') only registered members place orders; with the
 * order code required (18002) every round must carry the table's code, proving the diner is there.
 * Wrong codes count against the seat and the address like the code check's, so placing orders
 * is no way around that limit.
 */
export const checkPlacementRights = async (
  settings: WebSettings,
  member: MemberRow | null,
  orderCode: string | null | undefined,
  check: CodeCheck,
): Promise<void> => {
  const registered = member?.registration_state === RegistrationState.Registered;
  if (!settings.supportGuest && !registered)
    throw new ApiError(
      CartCode.guestModeDoesNotSupportPlacingOrders,
      'guestModeDoesNotSupportPlacingOrders',
      403,
    );
  if (!settings.orderCodeRequired) return;
  const code = orderCode?.trim() ?? '';
  if (code === '') throw new ApiError(CartCode.orderCodeRequired, 'orderCodeRequired', 400);
  const right = await check.attempts.guess(
    check.keys,
    async () => sameCode(code, check.expected),
    (same) => !same,
  );
  if (!right) throw new ApiError(CartCode.orderCodeIncorrect, 'orderCodeIncorrect', 400);
};

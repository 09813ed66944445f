import { timingSafeEqual } from 'node:crypto';
import { RegistrationState } from '../../src/domain/model/enums.ts';
import type { WebSettings } from '../../src/domain/model/merchant.ts';
import type { MemberRow } from '../auth/identity.ts';
import { CartCode } from '../cart/codes.ts';
import type { TableRow } from '../cart/table.ts';
import { ApiError } from '../http/api-error.ts';
import type { createCodeAttempts } from '../tables/attempts.ts';

export type CodeAttempts = ReturnType<typeof createCodeAttempts>;

const sameCode = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Spec §6: with guest mode off (18001 'false') only registered members place orders; with the
 * order code required (18002) every round must carry the table's code, proving the diner is there.
 * Wrong codes count against the table like the code check's (429 after ten in a minute), so
 * placing orders is no way around that limit.
 */
export const checkPlacementRights = (
  settings: WebSettings,
  member: MemberRow | null,
  table: TableRow,
  orderCode: string | null | undefined,
  attempts: CodeAttempts,
): void => {
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
  attempts.assertMayTry(table.id);
  if (sameCode(code, table.order_code)) return;
  attempts.recordWrong(table.id);
  throw new ApiError(CartCode.orderCodeIncorrect, 'orderCodeIncorrect', 400);
};

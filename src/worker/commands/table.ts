import { Effect } from 'effect';
import { setGuestCount as saveGuestCount, setOrderType } from '../../adapters/api/cart.ts';
import type { ApiError } from '../../adapters/http/errors.ts';
import type { WebOrderType } from '../../domain/model/enums.ts';
import { validateOrderTypeChoice } from '../../domain/rules/order-type.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import { invalid } from '../core/failures.ts';
import { report } from '../core/report.ts';
import { partyLeftOnClear } from './party-left.ts';
import { key } from '../core/results.ts';
import { currentState, emit, toast } from '../core/services.ts';

/**
 * Table-wide settings: set here and saved on the POS, which tells the table (and a diner who
 * arrives later reads them). A failed save is reported but the choice stands locally: it is the
 * diner's; unless the save found the table cleared, when the party goes with its choices.
 */
const saved = <A, E extends ApiError, R>(save: Effect.Effect<A, E, R>) =>
  Effect.asVoid(
    Effect.catch(save, (error) =>
      Effect.andThen(report(error, 'general'), partyLeftOnClear(error)),
    ),
  );

export const setGuestCount = (raw: number | string) =>
  Effect.gen(function* () {
    const count = validateGuestCount(raw);
    if (!count.ok) {
      yield* toast(key(count.error));
      return yield* invalid(count.error);
    }
    yield* emit({ type: 'GuestCountChanged', payload: { count: count.value } });
    const { tableId } = (yield* currentState).session;
    if (tableId !== null) yield* saved(saveGuestCount({ tableId, guests: count.value }));
    return count.value;
  });

export const chooseOrderType = (orderType: WebOrderType) =>
  Effect.gen(function* () {
    const { tableId } = (yield* currentState).session;
    const choice = validateOrderTypeChoice(orderType, tableId);
    if (!choice.ok || tableId === null) {
      yield* toast(key('order.pleaseScanQrCodeAgain'));
      return yield* invalid('order.pleaseScanQrCodeAgain');
    }
    yield* emit({ type: 'OrderTypeChosen', payload: { orderType } });
    yield* saved(setOrderType({ tableId, orderType }));
  });

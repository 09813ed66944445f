import { Effect } from 'effect';
import { getOrderDetail, getTableOrderIds } from '../../adapters/api/order.ts';
import { required } from '../core/failures.ts';
import { refuse } from '../core/report.ts';
import { currentState, emit } from '../core/services.ts';

/** The table's open orders' ids; the first one's detail becomes the placed order. */
export const loadPlacedOrder = Effect.gen(function* () {
  const tableId = yield* required((yield* currentState).session.tableId, 'table');
  const ids = yield* getTableOrderIds({ tableId }).pipe(
    Effect.catch((error) => refuse(error, 'general')),
  );
  const [first] = ids;
  const order =
    first === undefined
      ? null
      : yield* getOrderDetail({ orderId: first }).pipe(
          Effect.catch((error) => refuse(error, 'general')),
        );
  yield* emit({ type: 'PlacedOrderLoaded', payload: { order } });
  return ids;
});

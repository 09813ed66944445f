import { Effect } from 'effect';
import { getOrderDetail, getTableOrderIds } from '../../adapters/api/order.ts';
import type { ApiError } from '../../adapters/http/errors.ts';
import { required } from '../core/failures.ts';
import { refusal } from '../core/report.ts';
import { currentState, emit } from '../core/services.ts';
import { reportTableRead } from './party-left.ts';

/** A read of the table's order that failed, said as the cart's reads are (reportTableRead). */
const readFailed = (error: ApiError) =>
  Effect.flatMap(reportTableRead(error, 'general'), (resolution) =>
    Effect.fail(refusal(error, resolution)),
  );

/** The table's open orders' ids; the first one's detail becomes the placed order. */
export const loadPlacedOrder = Effect.gen(function* () {
  const { session } = yield* currentState;
  const tableId = yield* required(session.tableId, 'table');
  const ids = yield* getTableOrderIds({ tableId }).pipe(Effect.catch(readFailed));
  const [first] = ids;
  const order =
    first === undefined
      ? null
      : yield* getOrderDetail({ orderId: first }).pipe(Effect.catch(readFailed));
  yield* emit({ type: 'PlacedOrderLoaded', payload: { order } });
  return ids;
});

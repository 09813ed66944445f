import { Effect } from 'effect';
import { getCoupons } from '../../adapters/api/member.ts';
import { searchMenu as searchMenuCall } from '../../adapters/api/menu.ts';
import {
  getMemberOrders,
  getOrderDetail,
  previewOrder as previewCall,
} from '../../adapters/api/order.ts';
import {
  callStaffMessage,
  checkOrderCode as checkOrderCodeCall,
  sendOrderCodeMessage,
} from '../../adapters/api/table.ts';
import { type ApiError, isNotFound } from '../../adapters/http/errors.ts';
import { Ids } from '../../adapters/system/ids.ts';
import type { ErrorContext } from '../../domain/errors/catalogue.ts';
import type { CouponState } from '../../domain/model/records.ts';
import { Money, roundMoney, maxMoney } from '../../domain/pricing/money.ts';
import { orderPointsTotal } from '../../domain/pricing/points.ts';
import type { PlaceOrderInput } from '../api.ts';
import { notReady, required } from '../core/failures.ts';
import { refuse } from '../core/report.ts';
import { currentState, emit, toast } from '../core/services.ts';
import type { EventInput } from '../core/store.ts';
import { syncCart } from './cart-sync.ts';
import { partyLeftOnClear } from './party-left.ts';
import { submissionOf } from './submission.ts';

/**
 * Reads of the server's records, asked and answered as events (src/domain/records): the screens
 * read the `records` read model and replay in the developer panel; the reply is also returned.
 */
const asked = <A, R>(
  ask: EventInput,
  call: Effect.Effect<A, ApiError, R>,
  answered: (value: A) => EventInput,
  failed: EventInput | ((error: ApiError) => EventInput),
  context: ErrorContext = 'general',
  /** Refusals the asking screen says itself: no toast beside it. */
  saidByTheScreen: (error: ApiError) => boolean = () => false,
) =>
  Effect.gen(function* () {
    yield* emit(ask);
    const value = yield* call.pipe(
      Effect.catch((error) =>
        refuse(
          error,
          context,
          Effect.andThen(
            emit(typeof failed === 'function' ? failed(error) : failed),
            partyLeftOnClear(error),
          ),
          saidByTheScreen(error),
        ),
      ),
    );
    yield* emit(answered(value));
    return value;
  });

const tableId = Effect.flatMap(currentState, (state) => required(state.session.tableId, 'table'));

/** Products whose name holds the keyword, in the diner's language. */
export const searchMenu = (typed: string) =>
  Effect.gen(function* () {
    const merchantId = yield* required((yield* currentState).session.merchantId, 'merchant');
    const keyword = typed.trim();
    return yield* asked(
      { type: 'SearchAsked', payload: { keyword } },
      searchMenuCall({ merchantId, keyword }),
      (products) => ({ type: 'SearchAnswered', payload: { keyword, products } }),
      { type: 'SearchFailed', payload: { keyword } },
    );
  });

export const loadOrderList = (page: number) =>
  asked(
    { type: 'OrderListAsked', payload: { page } },
    getMemberOrders({ page }),
    ({ list, total }) => ({ type: 'OrderListAnswered', payload: { page, list, total } }),
    { type: 'OrderListFailed', payload: { page } },
  );

export const loadOrderDetail = (orderId: string) =>
  asked(
    { type: 'OrderDetailAsked', payload: { orderId } },
    getOrderDetail({ orderId }),
    (order) => ({ type: 'OrderDetailAnswered', payload: { order } }),
    (error) => ({
      type: 'OrderDetailFailed',
      payload: isNotFound(error) ? { orderId, missing: true } : { orderId },
    }),
    'general',
    // The page says "no order to show": a wrong link, or a party the staff cleared away.
    isNotFound,
  );

export const loadCoupons = (state: CouponState, page: number) =>
  asked(
    { type: 'CouponsAsked', payload: { state, page } },
    getCoupons({ state, page }),
    ({ list, total }) => ({ type: 'CouponsAnswered', payload: { state, page, list, total } }),
    { type: 'CouponsFailed', payload: { state, page } },
  );

/**
 * What placing the cart would make, with the chosen coupons priced by the server. Each ask has
 * its own key: an answer to an earlier one is not shown (the fold drops it). The preview prices
 * what placing would send, so every edit is written first.
 */
export const previewOrder = (input: PlaceOrderInput = {}) =>
  Effect.gen(function* () {
    const ids = yield* Ids;
    const key = `${ids.uuid()}:${(input.userCouponIds ?? []).join(',')}`;
    yield* emit({ type: 'PreviewAsked', payload: { key } });
    const failed = emit({ type: 'PreviewFailed', payload: { key } });
    yield* syncCart;
    const state = yield* currentState;
    const cartOrder = state.cart.confirmed;
    const table = state.session.tableId;
    if (cartOrder === null || table === null) {
      yield* failed;
      return yield* notReady('cart');
    }
    // Asked for the order's coupon alone (the diner chose none, nor points dishes): a failure
    // leaves the cart's own total standing and says nothing, but a clear is said as ever.
    const unasked =
      (input.userCouponIds ?? []).length === 0 && orderPointsTotal(cartOrder.orderItems) === 0;
    const previewed = yield* previewCall(submissionOf(state, cartOrder, table, input)).pipe(
      Effect.catch((error) =>
        refuse(
          error,
          'checkout',
          Effect.andThen(failed, partyLeftOnClear(error)),
          unasked && error._tag !== 'TableCleared',
        ),
      ),
    );
    const placed = state.order.placed;
    const added = new Money(previewed.order.totalAmount).minus(placed?.totalAmount ?? 0);
    const discounted = new Money(previewed.order.totalDiscountAmount).minus(
      placed?.totalDiscountAmount ?? 0,
    );
    const preview = {
      ...previewed,
      roundTotal: roundMoney(maxMoney(added, 0)),
      roundDiscount: roundMoney(maxMoney(discounted, 0)),
      joinsOrder: state.order.placed !== null,
    };
    yield* emit({ type: 'PreviewAnswered', payload: { key, preview } });
    return preview;
  });

/** Whether the order code the diner typed is the table's; the code itself is never logged. */
export const checkOrderCode = (code: string) =>
  Effect.gen(function* () {
    const table = yield* tableId;
    return yield* asked(
      { type: 'OrderCodeCheckAsked', payload: {} },
      checkOrderCodeCall({ code, tableId: table }),
      (valid) => ({ type: 'OrderCodeChecked', payload: { valid } }),
      { type: 'OrderCodeCheckFailed', payload: {} },
      'checkout',
    );
  });

/** Asks the staff to bring the table's order code. */
export const askForOrderCode = Effect.gen(function* () {
  const table = yield* tableId;
  yield* asked(
    { type: 'OrderCodeAsked', payload: {} },
    sendOrderCodeMessage({ tableId: table }),
    () => ({ type: 'OrderCodeAskSent', payload: {} }),
    { type: 'OrderCodeAskFailed', payload: {} },
  );
});

/** Calls someone of the staff to the table; a toast says they were told. */
export const callStaff = Effect.gen(function* () {
  const table = yield* tableId;
  yield* asked(
    { type: 'StaffCallAsked', payload: {} },
    callStaffMessage({ tableId: table }),
    () => ({ type: 'StaffCalled', payload: {} }),
    { type: 'StaffCallFailed', payload: {} },
  );
  yield* toast({ kind: 'key', key: 'table.staffCalled' }, 'success');
});

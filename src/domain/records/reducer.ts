import { castDraft, type Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import { emptyPages, initialRecordsState, type PagedRecord, type RecordsState } from './state.ts';

const ask = <T>(draft: Draft<PagedRecord<T>>, page: number): void => {
  draft.status = 'pending';
  draft.asking = page;
};

/** The answer to the page last asked: the first page starts the list again, a later one adds. */
const answer = <T>(
  draft: Draft<PagedRecord<T>>,
  page: number,
  list: readonly T[],
  total: number,
): void => {
  if (draft.asking !== page) return;
  draft.list = page <= 1 ? castDraft([...list]) : [...draft.list, ...castDraft(list)];
  draft.total = total;
  draft.page = page;
  draft.asking = null;
  draft.status = 'success';
};

const fail = <T>(draft: Draft<PagedRecord<T>>, page: number): void => {
  if (draft.asking === page) draft.status = 'error';
};

export const reduceRecords = (draft: Draft<RecordsState>, event: AppEvent): void => {
  switch (event.type) {
    case 'SearchAsked':
      draft.search.keyword = event.payload.keyword;
      draft.search.status = 'pending';
      return;
    case 'SearchAnswered':
      if (event.payload.keyword !== draft.search.keyword) return;
      draft.search.status = 'success';
      draft.search.products = castDraft(event.payload.products);
      return;
    case 'SearchFailed':
      if (event.payload.keyword === draft.search.keyword) draft.search.status = 'error';
      return;
    case 'OrderListAsked':
      return ask(draft.orders, event.payload.page);
    case 'OrderListAnswered':
      return answer(draft.orders, event.payload.page, event.payload.list, event.payload.total);
    case 'OrderListFailed':
      return fail(draft.orders, event.payload.page);
    case 'OrderDetailAsked':
      if (draft.detail.orderId !== event.payload.orderId) draft.detail.order = null;
      draft.detail.orderId = event.payload.orderId;
      draft.detail.status = 'pending';
      return;
    case 'OrderDetailAnswered':
      if (event.payload.order.id !== draft.detail.orderId) return;
      draft.detail.order = castDraft(event.payload.order);
      draft.detail.status = 'success';
      return;
    case 'OrderDetailFailed':
      if (event.payload.orderId === draft.detail.orderId) draft.detail.status = 'error';
      return;
    case 'CouponsAsked':
      return ask(draft.coupons[event.payload.state], event.payload.page);
    case 'CouponsAnswered':
      return answer(
        draft.coupons[event.payload.state],
        event.payload.page,
        event.payload.list,
        event.payload.total,
      );
    case 'CouponsFailed':
      return fail(draft.coupons[event.payload.state], event.payload.page);
    case 'PreviewAsked':
      draft.preview.key = event.payload.key;
      draft.preview.status = 'pending';
      return;
    case 'PreviewAnswered':
      if (event.payload.key !== draft.preview.key) return;
      draft.preview.preview = castDraft(event.payload.preview);
      draft.preview.status = 'success';
      return;
    case 'PreviewFailed':
      if (event.payload.key === draft.preview.key) draft.preview.status = 'error';
      return;
    // Another member's (or nobody's) records: what this screen showed is not theirs.
    case 'LoginSucceeded':
    case 'LoggedOut':
      draft.orders = castDraft(emptyPages);
      draft.detail = castDraft(initialRecordsState.detail);
      draft.coupons = castDraft(initialRecordsState.coupons);
      draft.preview = castDraft(initialRecordsState.preview);
      return;
    default:
      return;
  }
};

import { castDraft } from 'immer';
import type { HandlersOf } from '../handler.ts';
import type { RecordsEvent } from './events.ts';
import { answer, ask, fail } from './pages.ts';

export const recordsHandlers: HandlersOf<RecordsEvent> = {
  SearchAsked: ({ records: { search } }, { payload }) => {
    search.keyword = payload.keyword;
    search.status = 'pending';
  },
  SearchAnswered: ({ records: { search } }, { payload }) => {
    if (payload.keyword !== search.keyword) return;
    search.status = 'success';
    search.products = castDraft(payload.products);
  },
  SearchFailed: ({ records: { search } }, { payload }) => {
    if (payload.keyword === search.keyword) search.status = 'error';
  },
  OrderListAsked: ({ records }, { payload }) => ask(records.orders, payload.page),
  OrderListAnswered: ({ records }, { payload }) =>
    answer(records.orders, payload.page, payload.list, payload.total),
  OrderListFailed: ({ records }, { payload }) => fail(records.orders, payload.page),
  OrderDetailAsked: ({ records: { detail } }, { payload }) => {
    if (detail.orderId !== payload.orderId) detail.order = null;
    detail.orderId = payload.orderId;
    detail.status = 'pending';
    detail.missing = false;
  },
  OrderDetailAnswered: ({ records: { detail } }, { payload }) => {
    if (payload.order.id !== detail.orderId) return;
    detail.order = castDraft(payload.order);
    detail.status = 'success';
  },
  OrderDetailFailed: ({ records: { detail } }, { payload }) => {
    if (payload.orderId !== detail.orderId) return;
    detail.status = 'error';
    detail.missing = payload.missing === true;
    // Not the diner's to see now (the staff cleared the party away): what was read goes too.
    if (detail.missing) detail.order = null;
  },
  CouponsAsked: ({ records }, { payload }) => ask(records.coupons[payload.state], payload.page),
  CouponsAnswered: ({ records }, { payload }) =>
    answer(records.coupons[payload.state], payload.page, payload.list, payload.total),
  CouponsFailed: ({ records }, { payload }) => fail(records.coupons[payload.state], payload.page),
  PreviewAsked: ({ records: { preview } }, { payload }) => {
    preview.key = payload.key;
    preview.status = 'pending';
  },
  PreviewAnswered: ({ records: { preview } }, { payload }) => {
    if (payload.key !== preview.key) return;
    preview.preview = castDraft(payload.preview);
    preview.status = 'success';
  },
  PreviewFailed: ({ records: { preview } }, { payload }) => {
    if (payload.key === preview.key) preview.status = 'error';
  },
  OrderCodeCheckAsked: ({ records: { table } }) => {
    table.codeCheck = 'pending';
    table.codeValid = null;
  },
  OrderCodeChecked: ({ records: { table } }, { payload }) => {
    table.codeCheck = 'success';
    table.codeValid = payload.valid;
  },
  OrderCodeCheckFailed: ({ records: { table } }) => {
    table.codeCheck = 'error';
  },
  OrderCodeAsked: ({ records: { table } }) => {
    table.codeAsk = 'pending';
  },
  OrderCodeAskSent: ({ records: { table } }) => {
    table.codeAsk = 'success';
  },
  OrderCodeAskFailed: ({ records: { table } }) => {
    table.codeAsk = 'error';
  },
  StaffCallAsked: ({ records: { table } }) => {
    table.staffCall = 'pending';
  },
  StaffCalled: ({ records: { table } }) => {
    table.staffCall = 'success';
  },
  StaffCallFailed: ({ records: { table } }) => {
    table.staffCall = 'error';
  },
};

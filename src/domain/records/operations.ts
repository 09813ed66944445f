import { castDraft, type Draft } from 'immer';
import { emptyPages, initialRecordsState, type RecordsState } from './state.ts';

/** Another member's (or nobody's) records: what the screens showed is not theirs. */
export const forgetMemberRecords = (draft: Draft<RecordsState>): void => {
  draft.orders = castDraft(emptyPages);
  draft.detail = castDraft(initialRecordsState.detail);
  draft.coupons = castDraft(initialRecordsState.coupons);
  draft.preview = castDraft(initialRecordsState.preview);
};

/** The order-code popup opened again: the last code's verdict belongs to the last time. */
export const forgetCodeCheck = (draft: Draft<RecordsState>): void => {
  draft.table.codeCheck = 'idle';
  draft.table.codeValid = null;
};

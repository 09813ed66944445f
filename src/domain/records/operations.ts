import { castDraft, type Draft } from 'immer';
import { emptyPages, initialRecordsState, type RecordsState } from './state.ts';

/** Another member's (or nobody's) records: what the screens showed is not theirs. */
export const forgetMemberRecords = (draft: Draft<RecordsState>): void => {
  draft.orders = castDraft(emptyPages);
  draft.detail = castDraft(initialRecordsState.detail);
  draft.coupons = castDraft(initialRecordsState.coupons);
  draft.preview = castDraft(initialRecordsState.preview);
};

import { castDraft, type Draft } from 'immer';
import type { PagedRecord } from './state.ts';

/* A list read a page at a time: the page asked, the answer to it, its failure. */

export const ask = <T>(draft: Draft<PagedRecord<T>>, page: number): void => {
  draft.status = 'pending';
  draft.asking = page;
};

/** The answer to the page last asked: the first page starts the list again, a later one adds. */
export const answer = <T>(
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

export const fail = <T>(draft: Draft<PagedRecord<T>>, page: number): void => {
  if (draft.asking === page) draft.status = 'error';
};

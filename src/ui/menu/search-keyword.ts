/**
 * What the diner last typed in search, kept for the tab (sessionStorage) as the dietary filter is
 * (filter-store.ts): a reload, or a trip to the cart and back, shows the same results with the
 * same filter, where it showed an empty box under a filter still on. Gone with the tab.
 */
const KEY = 'menu-search-keyword';

export const storedSearchKeyword = (): string => {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
};

export const storeSearchKeyword = (keyword: string): void => {
  try {
    if (keyword === '') sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, keyword);
  } catch {
    // Storage refused (a private mode): the keyword still holds for this page.
  }
};

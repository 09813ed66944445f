/**
 * What the diner last typed in search, kept for the tab (sessionStorage) as the dietary filter is
 * (filter-store.ts): a reload, or a trip to the cart and back, shows the same results with the
 * same filter, where it showed an empty box under a filter still on. By merchant: another
 * restaurant's menu in the same tab starts empty. Gone with the tab.
 */
const keyOf = (merchantId: string) => `menu-search-keyword:${merchantId}`;

export const storedSearchKeyword = (merchantId: string): string => {
  try {
    return sessionStorage.getItem(keyOf(merchantId)) ?? '';
  } catch {
    return '';
  }
};

export const storeSearchKeyword = (merchantId: string, keyword: string): void => {
  try {
    if (keyword === '') sessionStorage.removeItem(keyOf(merchantId));
    else sessionStorage.setItem(keyOf(merchantId), keyword);
  } catch {
    // Storage refused (a private mode): the keyword still holds for this page.
  }
};

import type { MenuProduct } from '../api/types.ts';

/**
 * The menu leaves off-shelf products out and the staff API has no product list, so the console
 * remembers (in this browser) the products it took off the shelf, to offer them back.
 */
export interface ShelvedProduct {
  readonly id: string;
  readonly name: string;
}

const key = (merchantId: string) => `tablefold-staff-off-shelf:${merchantId}`;

const isShelved = (value: unknown): value is ShelvedProduct =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'name' in value &&
  typeof value.name === 'string';

export const loadShelved = (merchantId: string): ShelvedProduct[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(merchantId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isShelved) : [];
  } catch {
    return [];
  }
};

export const saveShelved = (merchantId: string, products: readonly ShelvedProduct[]): void => {
  try {
    localStorage.setItem(key(merchantId), JSON.stringify(products));
  } catch {
    // Storage off: the list lasts until the page is left.
  }
};

export const withShelved = (
  list: readonly ShelvedProduct[],
  product: Pick<MenuProduct, 'id' | 'name'>,
): ShelvedProduct[] => [
  ...list.filter((entry) => entry.id !== product.id),
  { id: product.id, name: product.name },
];

export const withoutShelved = (list: readonly ShelvedProduct[], id: string): ShelvedProduct[] =>
  list.filter((entry) => entry.id !== id);

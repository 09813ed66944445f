/** What the router hands over for the merchantId param: one value, repeated values, or none. */
export type MerchantIdParam = string | readonly string[] | undefined;

export type MerchantIdResolution =
  /** `putInQuery`: the id came from an array and is written back to the query as merchantId. */
  | { readonly kind: 'merchant'; readonly merchantId: string; readonly putInQuery: boolean }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'none' };

/**
 * Ids are decimal strings of a 64-bit integer (model/ids.ts), so at most 20 digits; anything
 * else cannot name a record and must not reach an API path.
 */
export const isDecimalId = (value: string): boolean => /^[0-9]{1,20}$/.test(value);

export const isMerchantId = isDecimalId;

const fromValue = (value: string | undefined, putInQuery: boolean): MerchantIdResolution =>
  value !== undefined && isMerchantId(value)
    ? { kind: 'merchant', merchantId: value, putInQuery }
    : { kind: 'notFound' };

/** Spec §2 "Merchant id handling": an array yields its first element; an empty one, not-found. */
export const resolveMerchantIdParam = (param: MerchantIdParam): MerchantIdResolution => {
  if (param === undefined) return { kind: 'none' };
  return typeof param === 'string' ? fromValue(param, false) : fromValue(param[0], true);
};

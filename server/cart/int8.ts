const INT8_MAX = 9_223_372_036_854_775_807n;

/**
 * Ids arrive as up to 20 decimal digits, a few more than a bigint column holds; such an id names
 * nothing, and asking the database about it would be a cast error rather than "not found".
 */
export const fitsInt8 = (id: string): boolean => /^[0-9]{1,20}$/.test(id) && BigInt(id) <= INT8_MAX;

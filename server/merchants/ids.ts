import { Schema } from 'effect';
import { badRequest } from '../http/api-error.ts';
import { IdInput } from '../http/validate.ts';

/** Ids are Postgres bigint: a 20-digit id beyond this would make the query itself fail. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;

const fitsBigint = (id: string): boolean => BigInt(id) <= MAX_BIGINT;

/** A canonical decimal id the database can hold: no sign, no leading zero, within bigint. */
export const isStorableId = (id: string): boolean =>
  /^(0|[1-9][0-9]{0,18})$/.test(id) && fitsBigint(id);

/** An id the database can hold: a decimal string or integer no larger than bigint's maximum. */
export const DbId = IdInput.check(
  Schema.makeFilter((id: string) => fitsBigint(id) || `an id no larger than ${MAX_BIGINT}`),
);

/** Header ids are read by the request context as up to 20 digits; this adds the range check. */
export const requireHeaderId = (value: string | null, header: string): string => {
  if (value === null || !isStorableId(value)) {
    throw badRequest(`the ${header} header is required and must be an id`);
  }
  return value;
};

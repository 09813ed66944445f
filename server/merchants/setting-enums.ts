import { Schema } from 'effect';
import { badRequest } from '../http/api-error.ts';

/** A query value as Fastify parses it: absent, once, or repeated. */
export const QueryList = Schema.optional(
  Schema.Union([Schema.String, Schema.Array(Schema.String)]),
);

const MAX_ENUMS = 200;
const SETTING_ENUM = /^[0-9]{1,9}$/;

/**
 * `settingValueEnums` arrives repeated (`?s=1&s=2`), bracketed (`?s[]=1`), as a comma list
 * (`?s=1,2`) or any mix, depending on the client's query serializer. Null means none was asked:
 * the reply then carries every setting.
 */
export const parseSettingEnums = (
  ...raw: readonly (string | readonly string[] | undefined)[]
): ReadonlySet<number> | null => {
  const parts = raw
    .flatMap((value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value))
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (parts.length > MAX_ENUMS) throw badRequest(`at most ${MAX_ENUMS} settingValueEnums`);
  const bad = parts.find((part) => !SETTING_ENUM.test(part));
  if (bad !== undefined) {
    throw badRequest(
      `settingValueEnums must be setting ids, not ${JSON.stringify(bad.slice(0, 20))}`,
    );
  }
  return new Set(parts.map(Number));
};

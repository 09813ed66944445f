import { badRequest } from '../http/api-error.ts';
import { isStorableId } from '../merchants/ids.ts';

/** What one request may carry: the web app sends at most this (src/adapters/system/telemetry-sink.ts). */
export const MAX_EVENTS_PER_REQUEST = 50;
export const MAX_PROPERTIES = 20;
export const MAX_PROPERTY_KEY_LENGTH = 64;
export const MAX_VALUE_LENGTH = 200;
export const MAX_KEY_LENGTH = 255;
export const MAX_ENVIRONMENT_LENGTH = 32;
export const ANALYTICS_BODY_LIMIT = 64 * 1024;
export const REDACTED = '[redacted]';

export type Kind = 'event' | 'behaviour';
export type PropertyValue = string | number | boolean | null;

export interface IngestedEvent {
  readonly kind: Kind;
  readonly key: string;
  readonly at: number;
  readonly environment: string;
  readonly properties: Readonly<Record<string, PropertyValue>>;
}

export interface IngestBody {
  readonly merchantId: string | null;
  readonly events: readonly IngestedEvent[];
}

/** Property names whose values are never stored: a sink is no place for credentials. */
const SECRET_NAME =
  /token|password|passwd|secret|authori[sz]ation|cookie|otp|api[-_]?key|credential/i;
/** Values that carry a credential whatever their name: a bearer header, a staff token. */
const SECRET_VALUE = /\bbearer\s+\S|tfstaff_|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/i;
const KEY = /^[A-Za-z0-9_.:-]+$/;
const PROPERTY_KEY = /^[A-Za-z0-9_.:-]+$/;
const ENVIRONMENT = /^[a-z0-9_-]+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (path: string, problem: string): never => {
  throw badRequest(`${path}: ${problem}`);
};

const readProperties = (raw: unknown, path: string): Record<string, PropertyValue> => {
  if (raw === undefined) return {};
  if (!isRecord(raw)) return fail(path, 'must be an object');
  const entries = Object.entries(raw);
  if (entries.length > MAX_PROPERTIES) fail(path, `at most ${MAX_PROPERTIES} properties`);
  const out: Record<string, PropertyValue> = {};
  for (const [name, value] of entries) {
    const at = `${path}.${name.slice(0, 40)}`;
    if (name.length > MAX_PROPERTY_KEY_LENGTH || !PROPERTY_KEY.test(name))
      fail(at, `a property name is 1 to ${MAX_PROPERTY_KEY_LENGTH} of A-Z a-z 0-9 _ . : -`);
    if (typeof value === 'string') {
      if (value.length > MAX_VALUE_LENGTH) fail(at, `at most ${MAX_VALUE_LENGTH} characters`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) fail(at, 'must be a finite number');
    } else if (value !== null && typeof value !== 'boolean') {
      fail(at, 'must be a string, number, boolean or null');
    }
    const secret =
      SECRET_NAME.test(name) || (typeof value === 'string' && SECRET_VALUE.test(value));
    out[name] = secret ? REDACTED : (value as PropertyValue);
  }
  return out;
};

const readEvent = (raw: unknown, index: number): IngestedEvent => {
  const path = `events[${index}]`;
  if (!isRecord(raw)) return fail(path, 'must be an object');
  const { kind, key, at, environment, properties } = raw;
  if (kind !== 'event' && kind !== 'behaviour')
    fail(`${path}.kind`, "must be 'event' or 'behaviour'");
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY.test(key))
    fail(`${path}.key`, `1 to ${MAX_KEY_LENGTH} of A-Z a-z 0-9 _ . : -`);
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0)
    fail(`${path}.at`, 'milliseconds since the epoch');
  const env = environment ?? 'prod';
  if (typeof env !== 'string' || env.length > MAX_ENVIRONMENT_LENGTH || !ENVIRONMENT.test(env))
    fail(`${path}.environment`, `1 to ${MAX_ENVIRONMENT_LENGTH} of a-z 0-9 _ -`);
  return {
    kind: kind as Kind,
    key: key as string,
    at: at as number,
    environment: env as string,
    properties: readProperties(properties, `${path}.properties`),
  };
};

/** Reads a request body strictly: any problem is a 400 naming it; nothing is half-stored. */
export const readIngestBody = (body: unknown, headerMerchantId: string | null): IngestBody => {
  if (!isRecord(body)) return fail('body', 'must be a JSON object { merchantId?, events }');
  const rawMerchant = body.merchantId ?? headerMerchantId;
  let merchantId: string | null = null;
  if (rawMerchant !== null && rawMerchant !== undefined) {
    // A number past 2^53 has already lost digits (…993 reads as …992): only exact ones count.
    if (typeof rawMerchant === 'number' && !Number.isSafeInteger(rawMerchant))
      fail('merchantId', 'a merchant id or null');
    const text = typeof rawMerchant === 'number' ? String(rawMerchant) : rawMerchant;
    // Within bigint too: a 19-digit id past it made the merchant's lookup itself fail (a 500).
    if (typeof text !== 'string' || text === '0' || !isStorableId(text))
      fail('merchantId', 'a merchant id or null');
    merchantId = text as string;
  }
  const { events } = body;
  if (!Array.isArray(events) || events.length === 0) fail('events', 'a non-empty array');
  if ((events as unknown[]).length > MAX_EVENTS_PER_REQUEST)
    fail('events', `at most ${MAX_EVENTS_PER_REQUEST} in one request`);
  return { merchantId, events: (events as unknown[]).map(readEvent) };
};

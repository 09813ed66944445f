import { notFound } from '@tanstack/react-router';
import { isDecimalId } from '../../domain/rules/merchant-id.ts';

/**
 * Every path param of spec §2 (merchantId, qrcodeId, orderId) is a decimal id. Anything else
 * cannot name a record, so the route does not exist for it: 'Page Not Found: {path}'.
 */
export const parseIdParams = (raw: Record<string, string>): Record<string, string> => {
  for (const value of Object.values(raw)) if (!isDecimalId(value)) throw notFound();
  return raw;
};

/** The not-found page's `from`: the path that was not found, when a guard sent the diner here. */
export const parseNotFoundSearch = (search: Record<string, unknown>): { from?: string } =>
  typeof search.from === 'string' && search.from.startsWith('/') ? { from: search.from } : {};

import { createHmac } from 'node:crypto';
import { addressKeyOf } from '../http/address.ts';

/**
 * A line's sender: a keyed hash of the address (an IPv6 one by its /64) and the merchant the line
 * names, 12 characters. The same address gives the same sender at one merchant, so its staff can
 * tell one sender's lines apart; two merchants' staff cannot match theirs to follow a diner from
 * one restaurant to the other. The address itself is neither stored nor recoverable without the
 * server's key (the seats' key, under a message prefix of its own, so no seat signature is ever
 * the same bytes).
 */
export const senderOf = (key: Buffer, address: string, merchantId: string | null): string =>
  createHmac('sha256', key)
    .update(`analytics:${merchantId ?? ''}:${addressKeyOf(address)}`)
    .digest('base64url')
    .slice(0, 12);

/**
 * The subscribed flag of spec §3 is set by arriving through a subscribe link: a merchant's
 * offers link (a receipt, a table card, a text message) carries `?subscribe=1` (or `true`), and
 * once the diner is a logged-in member outside the promotion, the subscribe tips ask them
 * (spec §4; docs/members-ui.md). The flag lives for the visit (session storage).
 */
export const SUBSCRIBE_PARAM = 'subscribe';

const YES = new Set(['1', 'true', 'yes']);

export interface SubscribeLink {
  /** The address named the subscribe parameter with a yes. */
  readonly subscribe: boolean;
  /** The query without it (with its `?`, or empty), so a reload after "not now" asks no more. */
  readonly search: string;
}

export const readSubscribeLink = (search: string): SubscribeLink => {
  const params = new URLSearchParams(search);
  if (!params.has(SUBSCRIBE_PARAM)) return { subscribe: false, search };
  const subscribe = params.getAll(SUBSCRIBE_PARAM).some((value) => YES.has(value.toLowerCase()));
  params.delete(SUBSCRIBE_PARAM);
  const rest = params.toString();
  return { subscribe, search: rest === '' ? '' : `?${rest}` };
};

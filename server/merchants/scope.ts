import type { FastifyRequest } from 'fastify';
import { ServerMode } from '../../src/domain/model/enums.ts';
import type { ServerConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { parseAuthority, publicHostnameOf, subdomainMerchantId } from './host.ts';
import { isStorableId } from './ids.ts';
import { type MerchantRow, requireMerchant } from './store.ts';

/** The merchant a `Host` header names (`{id}.localhost`: its local-mode server), or null. */
export const merchantOfHost = (
  hostHeader: string | undefined,
  config: Pick<ServerConfig, 'publicUrl'>,
): string | null => {
  const host = parseAuthority(hostHeader);
  return host === null
    ? null
    : subdomainMerchantId(host.hostname, publicHostnameOf(config.publicUrl));
};

/** The merchant whose local-mode API this request was sent to (`{id}.localhost`), or null. */
export const hostMerchantId = (request: FastifyRequest, config: ServerConfig): string | null =>
  merchantOfHost(request.headers.host, config);

/**
 * A merchant's subdomain stands for that merchant's own in-store server: it knows nothing of
 * other merchants, and a cloud-mode merchant has no such server at all. Both answer 404, as an
 * unreachable or foreign POS would.
 */
export const assertServedHere = (
  request: FastifyRequest,
  config: ServerConfig,
  merchant: Pick<MerchantRow, 'id' | 'server_mode'>,
): void => {
  const hostId = hostMerchantId(request, config);
  if (hostId === null) return;
  if (hostId !== merchant.id || merchant.server_mode !== ServerMode.Local) {
    throw notFound('merchantNotFound');
  }
};

/**
 * The merchant a merchant-scoped call is about: `id` from the query (or the host, or the
 * merchantId header, as the caller decides), checked to exist and to be served on this host.
 */
export const resolveMerchant = async (
  request: FastifyRequest,
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string | null | undefined,
  param: string,
): Promise<MerchantRow> => {
  if (id === null || id === undefined) throw badRequest(`the ${param} query parameter is required`);
  if (!isStorableId(id)) throw notFound('merchantNotFound');
  const merchant = await requireMerchant(deps.db, id);
  assertServedHere(request, deps.config, merchant);
  return merchant;
};

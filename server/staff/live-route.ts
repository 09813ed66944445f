import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { hashStaffToken, requireStaff } from './auth.ts';

/** As long as a diner's: a console is opened for a shift; its client asks again to reconnect. */
const STAFF_LIVE_LIFETIME_S = 12 * 60 * 60;

/**
 * The staff console's live channel (docs/live-hub.md, "The staff feed"): a hub URL whose token
 * names the merchant and the staff role, so the connection may only JoinStaff, and the staff
 * token it was asked with, so revoking that token ends the feed (server/live/staff-access.ts).
 */
export const registerStaffLiveRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/staff/live', async (request) => {
    const staff = await requireStaff(deps.db, request.ctx);
    const url = deps.live.hubUrlFor({
      browserId: 'staff',
      tableId: '0',
      merchantId: staff.merchantId,
      expiresAt: Math.floor(deps.clock() / 1000) + STAFF_LIVE_LIFETIME_S,
      role: 'staff',
      staffKey: hashStaffToken(request.ctx.token ?? ''),
    });
    return ok({ url });
  });
};

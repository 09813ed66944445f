import { registerStaffLiveRoute } from '../staff/live-route.ts';
import { registerStaffOrderRoutes } from '../staff/order-routes.ts';
import { registerStaffTableRoutes } from '../staff/table-routes.ts';
import type { RouteModule } from './index.ts';

/** The staff API behind a staff token (docs/api/staff.md): what staff do that diners notice. */
export const registerStaffRoutes: RouteModule = (app, deps) => {
  registerStaffOrderRoutes(app, deps);
  registerStaffTableRoutes(app, deps);
  registerStaffLiveRoute(app, deps);
};

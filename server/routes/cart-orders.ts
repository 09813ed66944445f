import { registerNegotiate } from '../cart/negotiate.ts';
import { registerCartRoutes } from '../cart/routes.ts';
import { registerOrderRoutes } from '../orders/routes.ts';
import type { RouteModule } from './index.ts';

/** The table's shared cart, its orders with coupons and points, and the live-channel address. */
export const registerCartOrderRoutes: RouteModule = (app, deps) => {
  registerCartRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerNegotiate(app, deps);
};

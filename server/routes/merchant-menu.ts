import { installCors } from '../merchants/cors.ts';
import { registerMerchantRoutes } from '../merchants/routes.ts';
import { registerImageRoutes } from '../menu/images/routes.ts';
import { registerMenuRoutes } from '../menu/routes.ts';
import { registerTableRoutes } from '../tables/routes.ts';
import type { RouteModule } from './index.ts';

/**
 * Merchant info (cloud and local-mode subdomain), the menu and its search, tables, the drawn
 * menu pictures, and the CORS rules that let localhost and merchant subdomains call each other.
 */
export const registerMerchantMenuRoutes: RouteModule = (app, deps) => {
  installCors(app, deps.config);
  registerMerchantRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerTableRoutes(app, deps);
  registerImageRoutes(app);
};

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { registerAnalyticsRoutes } from '../analytics/routes.ts';
import { registerCartOrderRoutes } from './cart-orders.ts';
import { registerHealth } from './health.ts';
import { registerMemberRoutes } from './members.ts';
import { registerMerchantMenuRoutes } from './merchant-menu.ts';
import { registerStaffRoutes } from './staff.ts';
import { registerSitemap } from '../web/sitemap.ts';

export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void;

/** Every route module of the API, in one list so none is forgotten. */
export const routeModules: readonly RouteModule[] = [
  registerHealth,
  registerMerchantMenuRoutes,
  registerMemberRoutes,
  registerCartOrderRoutes,
  registerStaffRoutes,
  registerSitemap,
  registerAnalyticsRoutes,
];

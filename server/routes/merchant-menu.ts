import type { RouteModule } from './index.ts';

// Filled in by the merchant-menu slice.
export const registerMerchantMenuRoutes: RouteModule = () => {};

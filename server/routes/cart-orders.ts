import type { RouteModule } from './index.ts';

// Filled in by the cart-orders slice.
export const registerCartOrderRoutes: RouteModule = () => {};

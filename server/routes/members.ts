import type { RouteModule } from './index.ts';

// Filled in by the members slice.
export const registerMemberRoutes: RouteModule = () => {};

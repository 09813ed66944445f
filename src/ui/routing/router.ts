import { createRouter } from '@tanstack/react-router';
import { ErrorLayout } from '../layout/ErrorLayout.tsx';
import type { WorkerClient } from '../worker/client.ts';
import { pageComponents } from './pages.ts';
import { prefetchNextPages } from './prefetch.ts';
import { buildRouteTree } from './tree.ts';

export const createAppRouter = (client: WorkerClient) => {
  let current: string | null = null;
  const router = createRouter({
    routeTree: buildRouteTree(),
    context: { client, currentHref: () => current },
    defaultNotFoundComponent: pageComponents.NotFound,
    defaultErrorComponent: ErrorLayout,
    // The guards await the worker (merchant info); a brief wait shows no spinner flash.
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => {
    current = event.toLocation.href;
  });
  prefetchNextPages(router);
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;

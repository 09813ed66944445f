import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouter } from '../routing/router.ts';
import type { WorkerClient } from '../worker/client.ts';
import { WorkerProvider } from '../worker/context.tsx';

/** The providers: the worker's client for every read model and command, then the router. */
export const App = ({
  client,
  router,
}: {
  readonly client: WorkerClient;
  readonly router: AppRouter;
}) => (
  <StrictMode>
    <WorkerProvider client={client}>
      <RouterProvider router={router} />
    </WorkerProvider>
  </StrictMode>
);

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';

/** Liveness and the database it depends on; for operators and the start script. */
export const registerHealth = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/health', async () => {
    await deps.db.query('select 1');
    return ok({ database: deps.db.kind });
  });
};

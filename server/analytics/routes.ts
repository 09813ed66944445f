import { addressKeyOf } from '../http/address.ts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import type { AppDeps } from '../deps.ts';
import { requireStaff } from '../staff/auth.ts';
import { createAttemptCounter } from '../limits/attempt-counter.ts';
import { ANALYTICS_BODY_LIMIT, readIngestBody } from './ingest.ts';
import { senderOf } from './sender.ts';
import { createAnalyticsSweeper } from './retention.ts';

/** Batches one address may send a minute: a diner's page sends one every few seconds at most. */
export const MAX_BATCHES_PER_ADDRESS_PER_MINUTE = 300;
export const MAX_READ_LIMIT = 500;

/**
 * The behaviour-monitoring endpoint (spec §7 "analytics events sent to a behaviour-monitoring
 * service"), public as the app that calls it: no secret is asked for, so every request is
 * bounded (64 KiB, 50 lines, 20 short properties a line), rate-limited per address, validated
 * whole (a bad line is a 400 naming it, nothing stored), and credentials are redacted. Staff
 * read their merchant's lines back (GET /api/staff/analytics).
 */
export const registerAnalyticsRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const batches = createAttemptCounter(deps.db, deps.clock, 'analytics', 60_000);
  const sweep = createAnalyticsSweeper(deps.db, deps.clock);

  app.post('/api/analytics/events', { bodyLimit: ANALYTICS_BODY_LIMIT }, async (request) => {
    const keys = [
      { key: `ip:${addressKeyOf(request.ip)}`, max: MAX_BATCHES_PER_ADDRESS_PER_MINUTE },
    ];
    await batches.charge(keys);
    const body = readIngestBody(request.body, request.ctx.merchantId);
    const sender = senderOf(deps.seatKey, request.ip, body.merchantId);
    // The header or a local-mode host named the merchant: a body naming another is refused as
    // a header naming another merchant on that host is (server/http/request-context.ts).
    if (request.ctx.merchantId !== null && body.merchantId !== request.ctx.merchantId)
      throw notFound('merchantNotFound');
    if (body.merchantId !== null) {
      const [merchant] = await deps.db.query('select 1 from merchants where id = $1', [
        body.merchantId,
      ]);
      if (merchant === undefined) throw badRequest('merchantId: no such merchant');
    }
    await deps.db.query(
      `insert into analytics_events (merchant_id, kind, key, payload, sender)
         select $1::bigint, e->>'kind', e->>'key', e->'payload', $3
           from jsonb_array_elements($2::jsonb) as e`,
      [
        body.merchantId,
        JSON.stringify(
          body.events.map((event) => ({
            kind: event.kind,
            key: event.key,
            payload: { at: event.at, environment: event.environment, properties: event.properties },
          })),
        ),
        sender,
      ],
    );
    // The batch is stored: a sweep that fails is the log's to tell, not the sender's to retry.
    sweep(body.merchantId, sender, body.events.length).catch((error: unknown) => {
      request.log.warn({ err: error }, 'analytics: retention sweep failed');
    });
    return ok({ accepted: body.events.length });
  });

  app.get<{ Querystring: { kind?: string; key?: string; sender?: string; limit?: string } }>(
    '/api/staff/analytics',
    async (request) => {
      const staff = await requireStaff(deps.db, request.ctx);
      const { kind, key, sender } = request.query;
      if (sender !== undefined && !/^[A-Za-z0-9_-]{12}$/.test(sender))
        throw badRequest('sender: the 12 characters a line names');
      if (kind !== undefined && kind !== 'event' && kind !== 'behaviour')
        throw badRequest("kind: 'event' or 'behaviour'");
      if (key !== undefined && (key.length === 0 || key.length > 255))
        throw badRequest('key: 1 to 255 characters');
      const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_READ_LIMIT)
        throw badRequest(`limit: 1 to ${MAX_READ_LIMIT}`);
      const rows = await deps.db.query<{
        id: string;
        kind: string;
        key: string;
        payload: unknown;
        sender: string | null;
        received_at: Date | string;
      }>(
        `select id::text as id, kind, key, payload, sender, received_at from analytics_events
          where merchant_id = $1 and ($2::text is null or kind = $2) and ($3::text is null or key = $3)
            and ($5::text is null or sender = $5)
          order by id desc limit $4`,
        [staff.merchantId, kind ?? null, key ?? null, limit, sender ?? null],
      );
      return ok(
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          key: row.key,
          payload: row.payload,
          sender: row.sender,
          receivedAt: new Date(row.received_at).toISOString(),
        })),
      );
    },
  );
};

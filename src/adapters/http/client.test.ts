import { Effect, Schema } from 'effect';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ServerMode } from '../../domain/model/enums.ts';
import { call } from '../api/call.ts';
import type { CheckedReply } from './kept-replies.ts';
import { Id } from '../api/schemas/fields.ts';
import {
  ORIGIN,
  answer,
  jsonText,
  only,
  run,
  runError,
  server,
  session,
  useMsw,
} from '../testing/msw.fixture.ts';

useMsw();

const Thing = Schema.Struct({ id: Id, name: Schema.String });
const getThing = (query?: Record<string, string>) =>
  call({ method: 'GET', path: '/api/thing', query, data: Thing });

describe('the HTTP client', () => {
  it('sends the §7 headers, dropping what is not printable ASCII', async () => {
    const seen = answer('get', '/api/thing', '{"id":1,"name":"x"}');
    await run(getThing(), { context: () => ({ ...session, token: 'tök-1' }) });
    const { headers } = only(seen);
    expect(headers.get('authorization')).toBe('Bearer tk-1');
    expect(headers.get('guest-account-identifier')).toBe('guest-uuid-1');
    expect(headers.get('merchantid')).toBe('1001');
    expect(headers.get('tableid')).toBe('12');
    expect(headers.get('languagecode')).toBe('zh-TW');
    expect(headers.get('content-type')).toBeNull();
  });

  it('leaves out the headers of what the session does not have', async () => {
    const seen = answer('get', '/api/thing', '{"id":1,"name":"x"}');
    const visitor = { ...session, token: null, tableId: null };
    await run(getThing(), { context: () => visitor });
    const { headers } = only(seen);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('tableid')).toBe(false);
  });

  it('keeps a 64-bit id exact and a short one as its decimal text', async () => {
    answer('get', '/api/thing', '{"id":1900000000000000001,"name":"big"}');
    expect(await run(getThing())).toEqual({ id: '1900000000000000001', name: 'big' });
    server.resetHandlers();
    answer('get', '/api/thing', '{"id":42,"name":"small"}');
    expect(await run(getThing())).toEqual({ id: '42', name: 'small' });
  });

  it('tells of a reply only once it is accepted, with the language it was asked in', async () => {
    const accepted: CheckedReply[] = [];
    answer('get', '/api/thing', '{"id":1,"name":"x"}');
    await run(getThing(), { accepted: (reply) => accepted.push(reply) });
    expect(accepted).toEqual([
      {
        method: 'GET',
        url: `${ORIGIN}/api/thing`,
        languagecode: 'zh-TW',
        text: expect.stringContaining('"name":"x"'),
      },
    ]);
    server.resetHandlers();
    server.use(
      http.get(`${ORIGIN}/api/thing`, () => jsonText('{"success":false,"code":10010,"msg":"no"}')),
    );
    await runError(getThing(), { accepted: (reply) => accepted.push(reply) });
    server.resetHandlers();
    server.use(http.get(`${ORIGIN}/api/thing`, () => new HttpResponse('<html>Wi-Fi login</html>')));
    await runError(getThing(), { accepted: (reply) => accepted.push(reply) });
    expect(accepted).toHaveLength(1);
  });

  it('sends a JSON body with its content type', async () => {
    const seen = answer('post', '/api/thing', '{"id":1,"name":"x"}');
    await run(call({ method: 'POST', path: '/api/thing', body: { tableId: '12' }, data: Thing }));
    expect(only(seen).body).toEqual({ tableId: '12' });
    expect(only(seen).headers.get('content-type')).toBe('application/json');
  });

  it('turns an unsuccessful envelope into the refusal of its code, with msg, status and data', async () => {
    server.use(
      http.post(`${ORIGIN}/api/thing`, () =>
        jsonText('{"success":false,"code":66666,"msg":"購物車已更新","data":{"id":7}}', 409),
      ),
    );
    const error = await runError(call({ method: 'POST', path: '/api/thing', data: Thing }));
    expect(error).toMatchObject({
      _tag: 'ShoppingCartUpdated',
      code: 66666,
      msg: '購物車已更新',
      status: 409,
      data: { id: 7 },
    });
  });

  it('marks a refusal as 4035 with the seat its call carried, for the clear to be told of that party', async () => {
    server.use(
      http.post(`${ORIGIN}/api/thing`, () =>
        jsonText('{"success":false,"code":4035,"msg":"table cleared"}', 409),
      ),
    );
    const error = await runError(call({ method: 'POST', path: '/api/thing', data: Thing }));
    expect(error).toMatchObject({ _tag: 'TableCleared', code: 4035, sentWith: session.seat });
  });

  it('reads success true with a non-zero code as a failure (spec §4)', async () => {
    server.use(
      http.get(`${ORIGIN}/api/thing`, () => jsonText('{"success":true,"code":10010,"msg":"no"}')),
    );
    expect(await runError(getThing())).toMatchObject({ _tag: 'TableUnavailable', code: 10010 });
  });

  it('reports body code 401 and HTTP 401 as Unauthorized', async () => {
    server.use(
      http.get(`${ORIGIN}/api/thing`, () => jsonText('{"success":false,"code":401,"msg":"x"}')),
    );
    expect(await runError(getThing())).toMatchObject({ _tag: 'Unauthorized' });
    server.resetHandlers();
    server.use(http.get(`${ORIGIN}/api/thing`, () => new HttpResponse('nope', { status: 401 })));
    expect(await runError(getThing())).toMatchObject({
      _tag: 'Unauthorized',
      request: 'GET /api/thing',
    });
  });

  it('reports malformed JSON and data that does not fit the schema as Unreachable', async () => {
    server.use(http.get(`${ORIGIN}/api/thing`, () => jsonText('{"success":true,')));
    const malformed = await runError(getThing());
    expect(malformed).toMatchObject({
      _tag: 'Unreachable',
      reason: 'unreadable',
      request: 'GET /api/thing',
    });
    server.resetHandlers();
    answer('get', '/api/thing', '{"id":"abc","name":"x"}');
    const mismatch = await runError(getThing());
    expect(mismatch._tag).toBe('Unreachable');
    expect(mismatch._tag === 'Unreachable' && mismatch.description).toMatch(/\["id"\]/);
  });

  it('turns an HTTP error without an envelope into a refusal with the status as code', async () => {
    server.use(http.get(`${ORIGIN}/api/thing`, () => new HttpResponse('<html>', { status: 502 })));
    expect(await runError(getThing())).toMatchObject({
      _tag: 'Refused',
      code: 502,
      status: 502,
      msg: '',
      data: null,
    });
  });

  it('gives up on a slow reply as Unreachable for a timeout', async () => {
    server.use(
      http.get(`${ORIGIN}/api/thing`, async () => {
        await delay(500);
        return jsonText('{"success":true,"code":0,"msg":"","data":{"id":1,"name":"x"}}');
      }),
    );
    expect(await runError(getThing(), { timeoutMs: 30 })).toMatchObject({
      _tag: 'Unreachable',
      reason: 'timeout',
      description: 'no reply within 30 ms',
    });
    const perCall = call({ method: 'GET', path: '/api/thing', data: Thing, timeoutMs: 20 });
    expect(await runError(perCall)).toMatchObject({
      _tag: 'Unreachable',
      description: 'no reply within 20 ms',
    });
  });

  it('reports transport trouble as Unreachable', async () => {
    server.use(http.get(`${ORIGIN}/api/thing`, () => HttpResponse.error()));
    expect(await runError(getThing())).toMatchObject({
      _tag: 'Unreachable',
      reason: 'network',
      request: 'GET /api/thing',
    });
  });

  it('sends a local-mode call to the merchant subdomain', async () => {
    const seen = answer('get', 'http://1001.api.test/api/thing', '{"id":1,"name":"x"}');
    const local = call({
      method: 'GET',
      path: '/api/thing',
      context: { serverMode: ServerMode.Local },
      data: Thing,
    });
    await run(local);
    expect(only(seen).url.host).toBe('1001.api.test');
  });

  it('shares concurrent identical requests marked shareInFlight, and only those', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${ORIGIN}/api/thing`, async ({ request }) => {
        seen.push(request.url);
        await delay(30);
        return jsonText('{"success":true,"code":0,"msg":"","data":{"id":1,"name":"x"}}');
      }),
    );
    const shared = (id: string) =>
      call({ method: 'GET', path: '/api/thing', query: { id }, data: Thing, shareInFlight: true });
    const both = Effect.all([shared('1'), shared('1'), shared('2')], { concurrency: 'unbounded' });
    const results = await run(both);
    expect(results.map((thing) => thing.id)).toEqual(['1', '1', '1']);
    expect(seen).toHaveLength(2);
    await run(shared('1'));
    expect(seen).toHaveLength(3);
    await run(Effect.all([getThing(), getThing()], { concurrency: 'unbounded' }));
    expect(seen).toHaveLength(5);
  });
});

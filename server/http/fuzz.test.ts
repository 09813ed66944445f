import http from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app.ts';
import { demoFacts } from '../demo/facts.ts';
import { seedDemo } from '../demo/seed.ts';
import { insertStaffToken } from '../staff/auth.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { type Route, routesOf, storedFingerprint } from '../test-support/inspect.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const fingerprint = () => storedFingerprint(server.db);

/**
 * Every client input gets the envelope (issue 12): whatever a stranger sends to any route, with
 * any method, params, query, headers or body, the server answers below 500, every /api answer is
 * the envelope, and a refused request stores nothing. The requests go out byte for byte over a
 * raw socket (node:http), so malformed escapes and bodies reach the server as written.
 */

const STAFF_TOKEN = 'tfstaff_fuzz-1001';
const OTHER_STAFF_TOKEN = 'tfstaff_fuzz-2002';
const MEMBER_TOKEN = '<member token>';
const member = demoFacts.members[0];
if (member === undefined) throw new Error('the demo has no member');

let server: TestServer;
let port = 0;
let memberToken = 'none';

interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

interface RawReply {
  readonly status: number;
  readonly contentType: string;
  readonly acceptEncoding: string | undefined;
  readonly text: string;
}

/** One request on its own connection, with Content-Length so any method may carry a body. */
const send = (request: RawRequest): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const body =
      request.body === undefined
        ? undefined
        : Buffer.isBuffer(request.body)
          ? request.body
          : Buffer.from(request.body, 'utf8');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = value.replace(MEMBER_TOKEN, memberToken);
    if (body !== undefined) headers['content-length'] = String(body.length);
    let answered = false;
    try {
      const outgoing = http.request(
        // A connection of its own, no keep-alive: a 431 or 413 may close it behind the reply.
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers,
          agent: false,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              acceptEncoding: res.headers['accept-encoding'],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      // The server may answer (413, 431) and close before the whole body is written.
      outgoing.on('error', (error) => {
        if (!answered) reject(error);
      });
      outgoing.end(body);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

const json = (body: unknown): string => JSON.stringify(body);
const jsonHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  languagecode: 'en-US',
  ...extra,
});

/** Where the envelope is not the protocol: the SignalR hub, the web app, the menu's images. */
const isApi = (path: string): boolean => /^\/api(\/|$|\?)/.test(path);

const expectEnvelope = (request: RawRequest, reply: RawReply): void => {
  const where = `${request.method} ${request.path.slice(0, 200)} → ${reply.status} ${reply.text.slice(0, 200)}`;
  expect(reply.status, where).toBeGreaterThanOrEqual(200);
  expect(reply.status, where).toBeLessThan(500);
  const path = request.path;
  if (!isApi(path) || request.method === 'HEAD' || reply.status === 204) return;
  expect(reply.contentType, where).toMatch(/^application\/json/);
  let body: unknown;
  expect(() => {
    body = JSON.parse(reply.text);
  }, where).not.toThrow();
  expect(body, where).toMatchObject({
    success: expect.any(Boolean),
    code: expect.any(Number),
    msg: expect.any(String),
  });
  expect(body, where).toHaveProperty('data');
  if (reply.status >= 300) {
    expect(body, where).toMatchObject({ success: false });
    expect((body as { code: number }).code, where).not.toBe(0);
  }
};

let routes: Route[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
  port = Number(new URL(server.baseUrl).port);
  await insertStaffToken(server.db, demoFacts.merchantId, STAFF_TOKEN, 'fuzz');
  await insertStaffToken(server.db, demoFacts.localMerchantId, OTHER_STAFF_TOKEN, 'fuzz');
  routes = routesOf(server.app);
  // A member's session, so the member routes are fuzzed past their login check too.
  const headers = jsonHeaders({ merchantid: demoFacts.merchantId });
  await send({
    method: 'POST',
    path: '/api/member/phone/code',
    headers,
    body: json({ phone: member.phone }),
  });
  const code = server.otps.at(-1)?.code ?? '000000';
  const login = await send({
    method: 'POST',
    path: '/api/member/login',
    headers,
    body: json({ phone: member.phone, code }),
  });
  memberToken = (JSON.parse(login.text) as { data?: { token?: string } }).data?.token ?? 'none';
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('the routes under test', () => {
  it('are every route of the app: diner, member, cart, order, table and staff', () => {
    const known = routes.map((route) => `${route.method} ${route.path}`);
    expect(known).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/member/merchant/search',
        'POST /api/member/register/guest',
        'PUT /api/member',
        'POST /api/shoppingCart',
        'DELETE /api/shoppingCart/clear',
        'POST /api/member/order',
        'GET /api/merchant/table/qrcode/info/:qrcodeId',
        'POST /api/staff/orders/:id/items/:itemId/void',
        'PUT /api/staff/settings',
      ]),
    );
    expect(routes.length).toBeGreaterThan(35);
    expect(memberToken).not.toBe('none');
  });

  it('each refuses a NUL in its query or body before its own code runs', async () => {
    const before = await fingerprint();
    let namedTheField = 0;
    for (const route of routes) {
      const path = route.path.replace(/:\w+|\*/g, '1');
      const withBody = route.method !== 'GET';
      const request: RawRequest = {
        method: route.method,
        path: `${path}?probe=a%00b`,
        headers: jsonHeaders({
          authorization: `Bearer ${STAFF_TOKEN}`,
          merchantid: demoFacts.merchantId,
          tableid: demoFacts.tables[0]?.id ?? '3001',
        }),
        ...(withBody ? { body: json({ probe: 'fine', notes: 'a\u0000b' }) } : {}),
      };
      const reply = await send(request);
      expectEnvelope(request, reply);
      // A route may refuse a caller it does not know first (a seat, a token); never with a 200.
      expect([400, 401, 403], `${route.method} ${route.path}`).toContain(reply.status);
      if (reply.status === 400) {
        expect(reply.text).toContain('probe contains a NUL character.');
        namedTheField += 1;
      }
    }
    expect(namedTheField).toBeGreaterThan(routes.length / 2);
    expect(await fingerprint()).toEqual(before);
  });
});

const nul = '\u0000';
const lone = '\ud800';
const tooBig = '99999999999999999999';
const table = demoFacts.tables[0]?.id ?? '3001';
const guest = { 'guest-account-identifier': 'g-fuzz-diner' };
const staffAuth = { authorization: `Bearer ${STAFF_TOKEN}` };
const cartBody = (notes: string) =>
  json({
    cartRowVersion: 0,
    tableId: table,
    orderItems: [{ productId: demoFacts.products.porkDumplings, quantity: 1, notes }],
  });

interface Example {
  readonly name: string;
  readonly request: RawRequest;
  readonly status: number;
  /** The message, when the refusal cannot come from an earlier check (seat, login). */
  readonly msg?: string;
}

const examples: readonly Example[] = [
  {
    name: 'NUL in the menu search',
    request: {
      method: 'GET',
      path: `/api/member/merchant/search?merchantId=${demoFacts.merchantId}&keyword=dump%00ling`,
      headers: jsonHeaders(),
    },
    status: 400,
    msg: 'keyword contains a NUL character.',
  },
  {
    name: "NUL in a guest's first name",
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: json({ firstName: `Ann${nul}`, lastName: 'Lee' }),
    },
    status: 400,
    msg: 'firstName contains a NUL character.',
  },
  {
    name: "a lone surrogate in a guest's last name",
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: json({ firstName: 'Ann', lastName: `Lee${lone}` }),
    },
    status: 400,
    msg: 'lastName contains an unpaired UTF-16 surrogate.',
  },
  {
    name: "NUL in a member's profile name",
    request: {
      method: 'PUT',
      path: '/api/member',
      headers: jsonHeaders({
        merchantid: demoFacts.merchantId,
        authorization: `Bearer ${MEMBER_TOKEN}`,
      }),
      body: json({ firstName: `Mei${nul}` }),
    },
    status: 400,
    msg: 'firstName contains a NUL character.',
  },
  {
    name: "NUL in a cart line's notes",
    request: {
      method: 'POST',
      path: '/api/shoppingCart',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, tableid: table, ...guest }),
      body: cartBody(`no onions${nul}`),
    },
    status: 400,
  },
  {
    name: "a lone surrogate in a cart line's notes",
    request: {
      method: 'POST',
      path: '/api/shoppingCart',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, tableid: table, ...guest }),
      body: cartBody(`no onions${lone}`),
    },
    status: 400,
  },
  {
    name: "NUL in an order line's notes",
    request: {
      method: 'POST',
      path: '/api/member/order',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, tableid: table, ...guest }),
      body: cartBody(`spicy${nul}`),
    },
    status: 400,
  },
  {
    name: "a lone surrogate in an order preview's notes",
    request: {
      method: 'POST',
      path: '/api/merchant/order/preview',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, tableid: table, ...guest }),
      body: cartBody(`spicy${'\udfff'}`),
    },
    status: 400,
  },
  {
    name: 'NUL in a staff void reason',
    request: {
      method: 'POST',
      path: '/api/staff/orders/1/items/1/void',
      headers: jsonHeaders(staffAuth),
      body: json({ reason: `dropped${nul}` }),
    },
    status: 400,
    msg: 'reason contains a NUL character.',
  },
  {
    name: 'a lone surrogate in a staff void reason',
    request: {
      method: 'POST',
      path: '/api/staff/orders/1/items/1/void',
      headers: jsonHeaders(staffAuth),
      body: json({ reason: `dropped${lone}` }),
    },
    status: 400,
    msg: 'reason contains an unpaired UTF-16 surrogate.',
  },
  {
    name: 'NUL in a staff cancel reason',
    request: {
      method: 'POST',
      path: '/api/staff/orders/1/cancel',
      headers: jsonHeaders(staffAuth),
      body: json({ reason: `left${nul}` }),
    },
    status: 400,
    msg: 'reason contains a NUL character.',
  },
  {
    name: 'a lone surrogate in a staff cancel reason',
    request: {
      method: 'POST',
      path: '/api/staff/orders/1/cancel',
      headers: jsonHeaders(staffAuth),
      body: json({ reason: `left${'\udc00'}` }),
    },
    status: 400,
    msg: 'reason contains an unpaired UTF-16 surrogate.',
  },
  {
    name: 'a 20-digit merchantId header asking for a login code',
    request: {
      method: 'POST',
      path: '/api/member/phone/code',
      headers: jsonHeaders({ merchantid: tooBig }),
      body: json({ phone: member.phone }),
    },
    status: 400,
    msg: 'merchantId is not a valid id.',
  },
  {
    name: 'a 20-digit merchantId header logging in',
    request: {
      method: 'POST',
      path: '/api/member/login',
      headers: jsonHeaders({ merchantid: tooBig }),
      body: json({ phone: member.phone, code: '123456' }),
    },
    status: 400,
    msg: 'merchantId is not a valid id.',
  },
  {
    name: 'a 20-digit merchantId header registering a guest',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: tooBig }),
      body: json({ firstName: 'Ann' }),
    },
    status: 400,
    msg: 'merchantId is not a valid id.',
  },
  {
    name: 'a merchantId header one past bigint on the staff API',
    request: {
      method: 'GET',
      path: '/api/staff/tables',
      headers: jsonHeaders({ ...staffAuth, merchantid: '9223372036854775808' }),
    },
    status: 400,
    msg: 'merchantId is not a valid id.',
  },
  {
    name: 'a 20-digit tableId header on the cart',
    request: {
      method: 'GET',
      path: '/api/shoppingCart',
      headers: jsonHeaders({ tableid: tooBig, ...guest }),
    },
    status: 400,
    msg: 'tableId is not a valid id.',
  },
  {
    name: 'a 20-digit tableId header checking an order code',
    request: {
      method: 'GET',
      path: '/api/merchant/table/order-code/valid/1234',
      headers: jsonHeaders({ tableid: tooBig }),
    },
    status: 400,
    msg: 'tableId is not a valid id.',
  },
  {
    name: 'a malformed percent escape in the path',
    request: {
      method: 'GET',
      path: '/api/merchant/table/qrcode/info/%E0%A4%A',
      headers: jsonHeaders(),
    },
    status: 400,
    msg: 'The address is not valid: a percent escape is malformed.',
  },
  {
    name: 'an over-long path value',
    request: {
      method: 'GET',
      path: `/api/merchant/table/qrcode/info/${'1'.repeat(300)}`,
      headers: jsonHeaders(),
    },
    status: 414,
    msg: 'The address is too long.',
  },
  {
    name: 'a request line over the header limit',
    request: { method: 'GET', path: `/api/health?pad=${'x'.repeat(70_000)}`, headers: {} },
    status: 431,
    msg: 'The request headers are too large.',
  },
  {
    name: 'JSON nested 33 levels deep',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: `${'['.repeat(33)}${']'.repeat(33)}`,
    },
    status: 400,
    msg: 'The request body is nested more than 32 levels deep.',
  },
  {
    name: 'a million nested brackets',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: `${'{"a":['.repeat(150_000)}`,
    },
    status: 400,
    msg: 'The request body is nested more than 32 levels deep.',
  },
  {
    name: 'a body that is not JSON',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: '{"firstName": "Ann",',
    },
    status: 400,
    msg: 'The request body is not valid JSON.',
  },
  {
    name: 'a content type the API does not take',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: { 'content-type': 'application/xml', merchantid: demoFacts.merchantId },
      body: '<firstName>Ann</firstName>',
    },
    status: 415,
    msg: 'The request body must be JSON (Content-Type: application/json).',
  },
  {
    name: 'a compressed body (the API reads only plain bodies)',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, 'content-encoding': 'gzip' }),
      body: gzipSync('{"firstName": "Ann"}'),
    },
    status: 415,
    msg: 'The request body must be sent uncompressed (no Content-Encoding).',
  },
  {
    name: 'a JSON body in a charset other than UTF-8',
    request: {
      method: 'POST',
      path: '/api/member/register/guest',
      headers: {
        'content-type': 'application/json; charset=utf-16le',
        merchantid: demoFacts.merchantId,
      },
      body: Buffer.from('{"firstName": "Ann"}', 'utf16le'),
    },
    status: 415,
    msg: 'The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).',
  },
];

describe('the inputs that used to answer 500 or outside the envelope', () => {
  it.each(examples)('$name: a 4xx envelope, nothing stored', async ({ request, status, msg }) => {
    const before = await fingerprint();
    const reply = await send(request);
    expectEnvelope(request, reply);
    const body = JSON.parse(reply.text) as { code: number; msg: string };
    if (msg !== undefined) {
      expect([reply.status, body.code, body.msg]).toEqual([status, status, msg]);
    } else {
      // Table-scoped: a missing seat may be refused first; either way a 4xx and no 500.
      expect(reply.status).toBeGreaterThanOrEqual(400);
      if (reply.status === status) expect(body.msg).toMatch(/orderItems\[0\]\.notes contains/);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('names the content coding it reads when it refuses a compressed body (RFC 7694)', async () => {
    const reply = await send({
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, 'content-encoding': 'br' }),
      body: '{"firstName": "Ann"}',
    });
    expect([reply.status, reply.acceptEncoding]).toEqual([415, 'identity']);
  });

  it('answers the same refusal in Traditional Chinese', async () => {
    const reply = await send({
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId, languagecode: 'zh-TW' }),
      body: json({ firstName: `Ann${nul}` }),
    });
    expect(JSON.parse(reply.text)).toEqual({
      success: false,
      code: 400,
      msg: 'firstName 含有 NUL 字元。',
      data: null,
    });
  });

  it('refuses a 10 MB body with the 413 envelope and stays up', async () => {
    const before = await fingerprint();
    for (const path of ['/api/member/register/guest', '/api/shoppingCart']) {
      const request: RawRequest = {
        method: 'POST',
        path,
        headers: jsonHeaders({ merchantid: demoFacts.merchantId, tableid: table, ...guest }),
        body: json({ firstName: 'x'.repeat(10 * 1024 * 1024) }),
      };
      const reply = await send(request);
      expectEnvelope(request, reply);
      expect(reply.status).toBe(413);
    }
    expect(await fingerprint()).toEqual(before);
    expect((await send({ method: 'GET', path: '/api/health', headers: {} })).status).toBe(200);
  });

  it('sees a stored change, so the checks above can fail', async () => {
    const before = await fingerprint();
    const reply = await send({
      method: 'POST',
      path: '/api/member/register/guest',
      headers: jsonHeaders({ merchantid: demoFacts.merchantId }),
      body: json({ firstName: 'Control', lastName: 'Guest' }),
    });
    expect(reply.status).toBe(200);
    const after = await fingerprint();
    expect(after.members).not.toBe(before.members);
    expect(after.member_tokens).not.toBe(before.member_tokens);
  });
});

// ---- The fuzz: random requests to every route ----

/** One UTF-16 code unit, lone surrogates and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Short text of every kind: NUL, lone and paired surrogates, quotes, digits, CJK. */
const shortText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      nul,
      `a${nul}b`,
      lone,
      `x${'\udfff'}`,
      '\ud83d\ude00',
      '蓮花',
      '%00',
      '"',
      '\\',
      '1001',
      '3001',
      tooBig,
      member.phone,
      'zh-TW',
      'available',
    ),
  },
  { weight: 4, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

/** Text for bodies, where a long one is allowed (up to the body limit). */
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: shortText },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

/** Percent-encodes text for a URL; a lone surrogate goes out as its (invalid) UTF-8 bytes. */
const encodeText = (value: string): string => {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i] ?? '');
    }
  }
  return out;
};

const OVERFLOW_IDS = [
  tooBig,
  '9223372036854775808',
  '9223372036854775807',
  '18446744073709551616',
  '1'.repeat(25),
];

const GOOD_IDS = ['1001', '2002', '3001', '3101', '3105', '5001', '5006', '7001', '1', '4821'];

/** A path or query value as written in the URL: ids, overflows, escapes good and bad. */
const urlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...GOOD_IDS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...OVERFLOW_IDS, '0', '-1', '00001001', '1e3', 'abc', 'null'),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%E0%A4%A',
      '%',
      '%zz',
      '%ED%A0%80',
      '%F0%9F%98%80',
      '%C3%A9',
      '..',
      '%2e%2e',
      '%2F',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 400 }).map((n) => '1'.repeat(n)) },
  { weight: 2, arbitrary: shortText.map(encodeText) },
);

const FIELDS = [
  'cartRowVersion',
  'orderItems',
  'productId',
  'quantity',
  'notes',
  'reason',
  'firstName',
  'lastName',
  'name',
  'mail',
  'phone',
  'code',
  'tableId',
  'merchantId',
  'guests',
  'orderType',
  'orderCode',
  'userCouponIds',
  'extraInfo',
  'itemIds',
  'rowVersion',
  'amount',
  'tips',
  'method',
  'category',
  'percent',
  'intoOrderId',
  'available',
  'soldOut',
  'offShelf',
  'autoRegister',
  'languagePreference',
  'birthday',
  'id',
  'orderItemModifiers',
  'modifierProductId',
  'condiments',
  'salesUnitFactorList',
  'DineinWebSupportGuest',
  'ThemePrimaryColor',
  '__proto__',
];

const QUERY_KEYS = [
  'keyword',
  'merchantId',
  'tableId',
  'orderId',
  'userId',
  'browserId',
  'id',
  'page',
  'size',
  'state',
  'settingValueEnums',
];

/** Numbers as JSON text, so overflows reach the server with all their digits. */
const rawNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...OVERFLOW_IDS,
    '0',
    '-1',
    '1',
    '1.5',
    '1e400',
    '-1e400',
    '1e-400',
    '5001',
    '3001',
    '2147483648',
    '0.001',
    '999',
    '1000',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);

const leaf: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: text.map(json) },
  { weight: 2, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);

const jsonKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: shortText },
);

const { value: jsonText } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(jsonKey, tie('value')), { maxLength: 6 })
    .map((entries) => `{${entries.map(([key, item]) => `${json(key)}:${item}`).join(',')}}`),
}));

const body: fc.Arbitrary<string | Buffer | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: jsonText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 30, max: 200 }), fc.boolean())
      .map(([levels, objects]) =>
        objects
          ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
          : `${'['.repeat(levels)}${']'.repeat(levels)}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      jsonText.map((value) => value.slice(0, -1)),
      fc.constantFrom(
        '{"a":',
        '{',
        '[1,]',
        'NaN',
        "{'a':1}",
        '{"a":1}{"b":2}',
        '\u0000',
        '"\\ud800"',
      ),
    ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(MAX_BODY_BYTES - 64, MAX_BODY_BYTES + 64)
      .map((size) => json({ notes: 'x'.repeat(size) })),
  },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/vnd.api+json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'garbage',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const idHeader = fc.oneof(
  fc.constantFrom('1001', '2002', '3001', '3002', '3101', '3105'),
  fc.constantFrom(...OVERFLOW_IDS, '00001001', '-1', 'abc', '1001, 2002', ' 3001 ', '0'),
  fc.bigInt({ min: 0n, max: 10n ** 20n - 1n }).map(String),
);

/** Present in `weight` of 10 requests. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight, arbitrary }, { weight: 10 - weight, arbitrary: fc.constant(undefined) });

const bearer = fc.constantFrom(
  `Bearer ${STAFF_TOKEN}`,
  `Bearer ${OTHER_STAFF_TOKEN}`,
  `Bearer ${MEMBER_TOKEN}`,
  'Bearer tfstaff_forged',
  'Basic YTpi',
  'Bearer ',
);

const headers = fc.record({
  merchantid: sometimes(idHeader, 6),
  tableid: sometimes(idHeader, 6),
  authorization: sometimes(bearer, 6),
  'guest-account-identifier': sometimes(
    fc.constantFrom('g-fuzz-1', 'g-fuzz-2', 'a'.repeat(65), '../x'),
    5,
  ),
  languagecode: sometimes(fc.constantFrom('en-US', 'zh-TW', 'zh-CN', 'xx', ''), 5),
  origin: sometimes(fc.constantFrom('http://evil.example', 'http://localhost'), 1),
  'access-control-request-method': sometimes(fc.constant('POST'), 1),
  // Past Node's 16 KB header limit: refused by the HTTP parser before Fastify.
  'x-pad': fc.oneof(
    { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 40_000 }).map((n) => 'x'.repeat(n)) },
    { weight: 49, arbitrary: fc.constant(undefined) },
  ),
});

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

const cartLine = { productId: demoFacts.products.porkDumplings, quantity: 1, notes: 'no onions' };
const cartWrite = { cartRowVersion: 0, tableId: table, orderItems: [cartLine] };

/**
 * What a well-behaved client sends to each route (query, body); the fuzz starts from these
 * and twists a field or two, so bad values reach the code behind the routes' first checks.
 */
const PLAUSIBLE: Readonly<
  Record<string, { query?: Record<string, string>; body?: Record<string, unknown> }>
> = {
  'GET /api/merchant/tiny-merchant': { query: { id: '1001', settingValueEnums: '18001' } },
  'POST /api/merchant/message/send-order-code-message': { body: { tableId: table } },
  'POST /api/merchant/order/preview': { body: cartWrite },
  'POST /api/member/order': { body: cartWrite },
  'GET /api/merchant/order/member-order-list': { query: { page: '1', size: '10' } },
  'GET /api/merchant/order/detailForMember': { query: { orderId: '1' } },
  'PUT /api/member': { body: { firstName: 'Mei', lastName: 'Lin', mail: 'mei@example.com' } },
  'GET /api/member/merchant/home': { query: { merchantId: '1001' } },
  'GET /api/member/merchant/products-by-categories': { query: { merchantId: '1001' } },
  'GET /api/member/merchant/search': { query: { merchantId: '1001', keyword: 'dumpling' } },
  'POST /api/member/phone/code': { body: { phone: member.phone } },
  'POST /api/member/login': { body: { phone: member.phone, code: '123456' } },
  'POST /api/member/register/guest': { body: { firstName: 'Ann', lastName: 'Lee' } },
  'GET /api/member/coupons': { query: { state: 'available', page: '1', size: '10' } },
  'GET /api/shoppingCart': { query: { merchantId: '1001', browserId: 'fp-1' } },
  'POST /api/shoppingCart': { body: cartWrite },
  'POST /api/shoppingCart/initialize': { body: { tableId: table, guests: 2, orderType: 'dineIn' } },
  'POST /api/shoppingCart/guests': { body: { tableId: table, guests: 2 } },
  'POST /api/shoppingCart/order-type': { body: { tableId: table, orderType: 'dineIn' } },
  'GET /api/system/web-pub-sub/scan-order-negotiate': { query: { userId: 'b-1', tableId: table } },
  'POST /api/staff/orders/:id/send': { body: { itemIds: ['1'], rowVersion: 0 } },
  'POST /api/staff/orders/:id/items/:itemId/void': { body: { reason: 'dropped', quantity: 1 } },
  'POST /api/staff/orders/:id/adjustments': { body: { category: 'discount', amount: 1 } },
  'POST /api/staff/orders/:id/payments': { body: { amount: 1, method: 'cash' } },
  'POST /api/staff/orders/:id/complete': { body: { rowVersion: 0 } },
  'POST /api/staff/orders/:id/cancel': { body: { reason: 'left' } },
  'POST /api/staff/orders/:id/merge': { body: { intoOrderId: '2' } },
  'POST /api/staff/tables/:id/clear': { body: {} },
  'POST /api/staff/tables/:id/order-code/rotate': { body: {} },
  'POST /api/staff/tables/:id/qrcode/replace': { body: {} },
  'POST /api/staff/tables/:id/availability': { body: { available: true } },
  'POST /api/staff/products/:id/availability': { body: { soldOut: false } },
  'PUT /api/staff/settings': { body: { ThemePrimaryColor: '#f6821f' } },
};

/** A well-formed request to a route with a field or two of body, query or headers twisted. */
const plausibleRequest = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...GOOD_IDS) },
          { weight: 1, arbitrary: urlValue },
        ),
        { minLength: 3, maxLength: 3 },
      ),
      bodyTwists: fc.array(fc.tuple(jsonKey, fc.oneof(leaf, jsonText)), { maxLength: 2 }),
      queryTwists: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), shortText.map(encodeText)), urlValue),
        { maxLength: 1 },
      ),
      headerTwists: sometimes(headers, 3),
      asMember: fc.boolean(),
      locale: fc.constantFrom('en-US', 'zh-TW'),
    })
    .map(({ route, params, bodyTwists, queryTwists, headerTwists, asMember, locale }) => {
      const base = PLAUSIBLE[`${route.method} ${route.path}`] ?? {};
      let next = 0;
      const path = route.path.replace(/:\w+|\*/g, () => params[next++ % params.length] ?? '1');
      const query = [
        ...Object.entries(base.query ?? {}).map(([key, value]) => `${key}=${encodeText(value)}`),
        ...queryTwists.map(([key, value]) => `${key}=${value}`),
      ].join('&');
      const entries = new Map<string, string>();
      for (const [key, value] of Object.entries(base.body ?? {})) entries.set(key, json(value));
      for (const [key, value] of bodyTwists) entries.set(key, value);
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      const sent: Record<string, string> = {
        languagecode: locale,
        merchantid: demoFacts.merchantId,
        tableid: table,
        'guest-account-identifier': 'g-fuzz-plausible',
        ...(withBody ? { 'content-type': 'application/json' } : {}),
      };
      const staffRoute = route.path.startsWith('/api/staff');
      if (staffRoute || asMember)
        sent.authorization = `Bearer ${staffRoute ? STAFF_TOKEN : MEMBER_TOKEN}`;
      for (const [name, value] of Object.entries(headerTwists ?? {}))
        if (value !== undefined) sent[name] = value;
      return {
        method: route.method,
        path: query === '' ? path : `${path}?${query}`,
        headers: sent,
        ...(withBody
          ? { body: `{${[...entries].map(([key, value]) => `${json(key)}:${value}`).join(',')}}` }
          : {}),
      };
    });

/** Anything at all: any method, params, query, headers and body to any route or none. */
const wildRequest = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      route: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...routes) },
        {
          weight: 1,
          arbitrary: fc
            .array(urlValue, { minLength: 1, maxLength: 3 })
            .map((parts) => ({ method: 'GET', path: `/api/${parts.join('/')}` })),
        },
      ),
      otherMethod: sometimes(fc.constantFrom(...METHODS), 3),
      params: fc.array(urlValue, { minLength: 3, maxLength: 3 }),
      query: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), shortText.map(encodeText)), urlValue),
        { maxLength: 4 },
      ),
      headers,
      contentType,
      body,
    })
    .map(
      ({ route, otherMethod, params, query, headers: sent, contentType: type, body: payload }) => {
        let next = 0;
        const path = route.path.replace(/:\w+|\*/g, () => params[next++ % params.length] ?? '1');
        const search = query.map(([key, value]) => `${key}=${value}`).join('&');
        const all: Record<string, string> = {};
        for (const [name, value] of Object.entries(sent))
          if (value !== undefined) all[name] = value;
        if (type !== undefined && payload !== undefined) all['content-type'] = type;
        return {
          method: otherMethod ?? route.method,
          path: search === '' ? path : `${path}?${search}`,
          headers: all,
          ...(payload === undefined ? {} : { body: payload }),
        };
      },
    );

describe('random requests to every route', () => {
  it('never answer 5xx, always the envelope, and a refusal stores nothing', async () => {
    const statuses = new Map<number, number>();
    let last = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: plausibleRequest() },
          { weight: 2, arbitrary: wildRequest() },
        ),
        async (request) => {
          const reply = await send(request);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          expectEnvelope(request, reply);
          const now = await fingerprint();
          const where = `${request.method} ${request.path.slice(0, 200)} → ${reply.status} ${reply.text.slice(0, 200)}`;
          if (reply.status >= 300) expect(now, where).toEqual(last);
          last = now;
        },
      ),
      // Bounded for `npm test`; FUZZ_RUNS=5000 digs deeper by hand.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
    // The fuzz must have reached both refusals and successes, or it proved little.
    const refused = [...statuses]
      .filter(([status]) => status >= 400)
      .reduce((n, [, count]) => n + count, 0);
    expect(refused).toBeGreaterThan(50);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
  }, 180_000);
});

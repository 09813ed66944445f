import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/model/member.ts';
import { ApiError } from '../http/api-error.ts';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { adjustPoints, memberById } from './repository.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const id = fixture.member.id;
const points = async () => (await memberById(server.db, id))?.points;

describe('member repository (imported by the orders slice)', () => {
  it('reads a member by id, or null', async () => {
    expect(await memberById(server.db, id)).toMatchObject({ id, points: fixture.member.points });
    expect(await memberById(server.db, '123456789')).toBeNull();
  });

  it('adds and spends points, and the member reply shows the balance', async () => {
    expect(await server.db.transaction((tx) => adjustPoints(tx, id, 250))).toBe(1250);
    expect(await server.db.transaction((tx) => adjustPoints(tx, id, -250))).toBe(1000);
    const me = await call<Member>(server.baseUrl, 'GET', '/api/member', {
      token: fixture.member.token,
    });
    expect(me.body.data).toMatchObject({ points: 1000, platformExtraInfo: { points: 1000 } });
  });

  it('refuses to go below zero with 4002 notEnoughPoints (409) and keeps the balance', async () => {
    const error = await server.db
      .transaction((tx) => adjustPoints(tx, id, -1001))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4002, messageId: 'notEnoughPoints', httpStatus: 409 });
    expect(await points()).toBe(1000);
    expect(await server.db.transaction((tx) => adjustPoints(tx, id, -1000))).toBe(0);
    await server.db.transaction((tx) => adjustPoints(tx, id, 1000));
  });

  it('rolls back with the transaction it runs in', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await adjustPoints(tx, id, -300);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await points()).toBe(1000);
  });

  it('lets only one of two concurrent spends overdraw nothing', async () => {
    const results = await Promise.allSettled([
      server.db.transaction((tx) => adjustPoints(tx, id, -600)),
      server.db.transaction((tx) => adjustPoints(tx, id, -600)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await points()).toBe(400);
    await server.db.transaction((tx) => adjustPoints(tx, id, 600));
  });

  it('answers 404 for an unknown member and refuses fractional points', async () => {
    await expect(
      server.db.transaction((tx) => adjustPoints(tx, '123456789', 5)),
    ).rejects.toMatchObject({
      httpStatus: 404,
    });
    await expect(server.db.transaction((tx) => adjustPoints(tx, id, 1.5))).rejects.toThrow(
      RangeError,
    );
    expect(await points()).toBe(1000);
  });
});

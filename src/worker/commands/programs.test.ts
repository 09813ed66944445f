import { Effect, Layer } from 'effect';
import { describe, expect, it } from 'vitest';
import { LiveChannel } from '../../adapters/live/service.ts';
import { connectTable } from '../../adapters/live/table-channel.ts';
import { Analytics, makeRecordingAnalytics } from '../../adapters/system/analytics.ts';
import { Clock } from '../../adapters/system/clock.ts';
import { fixedFingerprintLayer } from '../../adapters/system/fingerprint.ts';
import { sequentialIdsLayer } from '../../adapters/system/ids.ts';
import { loggerLayer } from '../../adapters/system/logger.ts';
import { sessionArchiveLayer } from '../../adapters/system/session-archive.ts';
import { makeTestClock } from '../../adapters/system/test-clock.ts';
import type { FollowUp } from '../core/inputs.ts';
import { report } from '../core/report.ts';
import { makeCoreRuntime } from '../core/runtime.ts';
import { currentState, Store } from '../core/services.ts';
import { silentLogger } from '../testing/core.fixture.ts';
import { Unauthorized } from '../../adapters/http/errors.ts';
import { requestCode } from './login.ts';
import { loadMenu } from './menu.ts';
import { setGuestCount } from './table.ts';

/** A POS that answers every call with the same envelope. */
const answering =
  (code: number, data: unknown, msg = ''): typeof fetch =>
  async () =>
    new Response(JSON.stringify({ success: code === 0, code, msg, data }), {
      headers: { 'Content-Type': 'application/json' },
    });

/** One program's world, all of it test Layers: no core, no stream, no server. */
const runtimeFor = (pos: typeof globalThis.fetch) => {
  const clock = makeTestClock(1_000);
  const followUps: FollowUp[] = [];
  const world = Layer.mergeAll(
    Layer.succeed(LiveChannel, { connectTable }),
    Layer.succeed(Clock, clock),
    sequentialIdsLayer(),
    Layer.succeed(Analytics, makeRecordingAnalytics(clock)),
    loggerLayer(silentLogger()),
    sessionArchiveLayer(),
  );
  const runtime = makeCoreRuntime(
    {
      world,
      http: { origin: 'http://pos.test', fetch: pos },
      fingerprint: fixedFingerprintLayer('fp-test'),
      config: { appVersion: 'test' },
    },
    (input) => followUps.push(input),
  );
  const events = () =>
    runtime
      .runSync(Store)
      .log.events()
      .map((event) => event.type);
  return { runtime, followUps, events };
};

describe('programs on test Layers', () => {
  it('loadMenu logs what the POS answered, as events', async () => {
    const { runtime, events } = runtimeFor(
      answering(0, [{ id: '1', menuId: '4000', name: 'Noodles', nameI18n: {} }]),
    );
    await runtime.runPromise(
      Effect.andThen(
        Store.useSync((store) =>
          store.emit({ type: 'MerchantSelected', payload: { merchantId: '1001' } }),
        ),
        loadMenu,
      ),
    );
    expect(events()).toEqual(['MerchantSelected', 'MenuLoaded']);
    const { menu } = await runtime.runPromise(currentState);
    expect(menu.categories.map((category) => category.id)).toEqual(['1']);
  });

  it('a refusal fails the program with its tag, after the toast §8 asks for', async () => {
    const { runtime, events } = runtimeFor(answering(10010, null, 'closed'));
    await runtime.runPromise(
      Store.useSync((store) =>
        store.emit({ type: 'MerchantSelected', payload: { merchantId: '1001' } }),
      ),
    );
    const failure = await runtime.runPromise(Effect.flip(loadMenu));
    expect(failure).toMatchObject({
      _tag: 'CommandRefused',
      code: 10010,
      message: { kind: 'key', key: 'order.tableUnavailable' },
    });
    expect(events()).toEqual(['MerchantSelected', 'ToastShown', 'MenuLoadFailed']);
  });

  it('a broken §5 rule fails with InvalidInput and sends nothing', async () => {
    const { runtime, events } = runtimeFor(() => Promise.reject(new Error('no call expected')));
    const failure = await runtime.runPromise(Effect.flip(setGuestCount('lots')));
    expect(failure).toMatchObject({ _tag: 'InvalidInput', message: 'order.inValidGuestNumber' });
    expect(events()).toEqual(['ToastShown']);
  });

  it('hands the countdown and a 401’s logout back to the stream instead of running them', async () => {
    const { runtime, followUps } = runtimeFor(answering(0, null));
    await runtime.runPromise(requestCode('+12125550101'));
    await runtime.runPromise(report(new Unauthorized({ request: 'GET /api/member' }), 'general'));
    expect(followUps).toEqual([
      { kind: 'countdown', running: true },
      { kind: 'logout', reason: 'unauthorized' },
    ]);
  });
});

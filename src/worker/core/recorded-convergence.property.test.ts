import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../tools/replay/run.ts';
import { connectTable } from '../../adapters/live/table-channel.ts';
import { foldAll } from '../../domain/fold.ts';
import { readJsonl } from '../../domain/log/jsonl.ts';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import { initialAppState } from '../../domain/state.ts';
import type { CoreDeps } from './deps.ts';
import type { TableCore } from './create-core.ts';
import { lineOf, makeTestCore, seat, until } from '../testing/core.fixture.ts';
import {
  startWorkerTestServer,
  tableFor,
  type WorkerTestServer,
} from '../testing/server.fixture.ts';

/**
 * Issue 7's property, against the real reference server: diners at one table add and reduce in
 * random interleavings; each browser's session log, replayed with no server, folds to exactly
 * the state that browser held, and the replay's convergence check agrees that they converged.
 * A live message deliberately lost on its way is caught and named by the same check.
 */
let server: WorkerTestServer;
const cores: TableCore[] = [];

beforeAll(async () => {
  server = await startWorkerTestServer();
}, 60_000);
afterAll(async () => {
  await Promise.all(cores.map((core) => core.dispose()));
  await server.close();
});

/** A live channel whose incoming messages pass through `filter` first. */
const filteredChannel =
  (filter: (message: LiveMessage) => boolean): CoreDeps['connectTable'] =>
  (options) =>
    connectTable({
      ...options,
      onMessage: (message) => {
        if (filter(message)) options.onMessage(message);
      },
    });

const diner = (fingerprint: string, connect?: CoreDeps['connectTable']) => {
  const { core } = makeTestCore(server.origin, {
    fingerprint,
    ...(connect === undefined ? {} : { connectTable: connect }),
  });
  cores.push(core);
  return core;
};

/** Every diner wrote what it meant to, and holds the cart the POS holds now. */
const settled = (tableId: string, diners: readonly TableCore[]) =>
  until(
    async () => {
      const { cartRowVersion } = await server.cartOf(tableId);
      return diners.every((core) => {
        const cart = core.snapshot('cart');
        return cart.pendingEdits === 0 && cart.version === cartRowVersion;
      });
    },
    15_000,
    'the diners to settle',
  );

const replay = (logs: readonly string[]) =>
  run(
    logs.map((_, index) => `diner-${index}.jsonl`),
    (file) => logs[Number(/diner-(\d+)/.exec(file)?.[1])] ?? '',
  );

const foldedCart = (jsonl: string) => {
  const log = readJsonl(jsonl);
  if (!log.ok) throw new Error(`unreadable log: ${log.reason}`);
  return foldAll(initialAppState, log.events).cart;
};

type Action = {
  readonly diner: number;
  readonly kind: 'add' | 'reduce';
  readonly product: '701' | '702' | '703';
  readonly quantity: number;
  readonly delayMs: number;
};

const action: fc.Arbitrary<Action> = fc.record({
  diner: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('add', 'add', 'reduce'),
  product: fc.constantFrom('701', '702', '703'),
  quantity: fc.integer({ min: 1, max: 3 }),
  delayMs: fc.integer({ min: 0, max: 40 }),
});

const perform = async (core: TableCore, step: Action) => {
  await new Promise((resolve) => setTimeout(resolve, step.delayMs));
  if (step.kind === 'add') return core.addItem(lineOf(step.product, step.quantity));
  const own = core.snapshot('cart').diners.find((entry) => entry.mine)?.lines[0];
  return own === undefined ? null : core.reduceItem(own.lineIndex, step.quantity);
};

let runNumber = 0;

describe('recorded sessions against the real server', () => {
  it('property: random interleavings replay to each browser’s state and converge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 8 }), async (actions) => {
        const table = tableFor(runNumber);
        runNumber += 1;
        const diners = [0, 1, 2].map((n) => diner(`browser-${runNumber}-${n}`));
        await Promise.all(diners.map((core, n) => seat(core, table.qrcodeId, `Diner${n}`)));
        // Each diner acts in order; the three streams run at once, interleaved by the delays.
        await Promise.all(
          diners.map(async (core, n) => {
            for (const step of actions.filter((a) => a.diner === n)) await perform(core, step);
          }),
        );
        await settled(table.id, diners);
        const logs = await Promise.all(diners.map((core) => core.exportLog()));

        logs.forEach((log, n) => expect(foldedCart(log)).toEqual(diners[n]?.state().cart));
        const verdict = replay(logs);
        expect(verdict.stderr).toBe('');
        expect(verdict.exitCode).toBe(0);
        expect(verdict.stdout).toMatch(/^converged$/m);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 120_000);

  it('names the diner who missed a live message, and the first event where they parted', async () => {
    const table = tableFor(9);
    let dropping = false;
    let dropped: LiveMessage | null = null;
    const ada = diner('browser-drop-ada');
    const bo = diner(
      'browser-drop-bo',
      filteredChannel((message) => {
        if (!dropping || message.messageType !== 'addOrDecreaseCartItem') return true;
        dropping = false;
        dropped = message;
        return false;
      }),
    );
    await Promise.all([seat(ada, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    await ada.addItem(lineOf('701', 1));
    await settled(table.id, [ada, bo]);
    const together = replay(await Promise.all([ada.exportLog(), bo.exportLog()]));
    expect(together.exitCode).toBe(0);

    // Ada's last change never reaches Bo, and Bo writes nothing after it.
    dropping = true;
    await ada.addItem(lineOf('702', 2));
    await until(() => dropped !== null, 5_000, 'the dropped message');
    await until(() => ada.snapshot('cart').pendingEdits === 0, 5_000, 'Ada’s write');
    const verdict = replay([await ada.exportLog(), await bo.exportLog()]);
    expect(verdict.exitCode).toBe(1);
    // The first event Bo's cart should have followed: Ada's write that the lost message carried.
    expect(verdict.stdout).toMatch(
      /^DIVERGED: browser-drop-bo since browser-drop-ada seq \d+ CartReplacedFromServer/m,
    );
    expect(verdict.stdout).toMatch(/browser-drop-ada: converged/);
  }, 60_000);
});

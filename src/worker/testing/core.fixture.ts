import { Effect, Layer } from 'effect';
import { filter } from 'rxjs';
import { vi } from 'vitest';
import { isBehind } from '../../domain/live/versions.ts';
import { LiveChannel } from '../../adapters/live/service.ts';
import { connectTable } from '../../adapters/live/table-channel.ts';
import { Analytics, makeRecordingAnalytics } from '../../adapters/system/analytics.ts';
import { Clock, type ClockShape, liveClock } from '../../adapters/system/clock.ts';
import { fixedFingerprintLayer } from '../../adapters/system/fingerprint.ts';
import { liveIdsLayer } from '../../adapters/system/ids.ts';
import type { LogArchive } from '../../adapters/system/log-archive.ts';
import { loggerLayer } from '../../adapters/system/logger.ts';
import type { Network } from '../../adapters/system/network.ts';
import { sessionArchiveLayer } from '../../adapters/system/session-archive.ts';
import type { NewCartLine } from '../../domain/cart/merge.ts';
import { ItemMode, SalesUnitType } from '../../domain/model/enums.ts';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';
import type { PersistedKeys } from '../api.ts';
import { createTableCore, type TableCore } from '../core/create-core.ts';

/** The real channel, but only the messages `deliver` lets through reach the core. */
export const filteredChannel =
  (deliver: (message: LiveMessage) => boolean): typeof connectTable =>
  (options) =>
    Effect.map(connectTable(options), (channel) => ({
      ...channel,
      signals: channel.signals.pipe(
        filter((signal) => signal.kind !== 'message' || deliver(signal.message)),
      ),
    }));

export const silentLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

export interface TestCoreOptions {
  readonly fingerprint: string;
  readonly clock?: ClockShape;
  readonly fetch?: typeof fetch;
  readonly connectTable?: typeof connectTable;
  /** How long live refetch requests gather (CoreConfig.liveResyncDelayMs). */
  readonly resyncDelayMs?: number;
  /** Where the log outlives this core (a reload), as the worker's IndexedDB. */
  readonly logArchive?: LogArchive;
  /** What the browser says of its network (makeTestNetwork); default always online. */
  readonly network?: Layer.Layer<Network>;
}

/** A core as the worker builds it, with a fixed browser id and a quick live reconnect. */
export const makeTestCore = (origin: string, options: TestCoreOptions) => {
  const logger = silentLogger();
  const clock = options.clock ?? liveClock;
  const analytics = makeRecordingAnalytics(clock);
  // The test world: the real hub or a table in memory, this test's clock, a spying logger.
  const world = Layer.mergeAll(
    Layer.succeed(LiveChannel, { connectTable: options.connectTable ?? connectTable }),
    Layer.succeed(Clock, clock),
    liveIdsLayer,
    Layer.succeed(Analytics, analytics),
    loggerLayer(logger),
    sessionArchiveLayer(options.logArchive),
  );
  const core = createTableCore({
    world,
    http: { origin, timeoutMs: 5_000, ...(options.fetch ? { fetch: options.fetch } : {}) },
    fingerprint: fixedFingerprintLayer(options.fingerprint),
    ...(options.network === undefined ? {} : { network: options.network }),
    config: {
      appVersion: 'test',
      liveBackoff: { baseMs: 100, capMs: 400, jitter: 0 },
      ...(options.resyncDelayMs === undefined ? {} : { liveResyncDelayMs: options.resyncDelayMs }),
    },
  });
  return { core, logger, analytics };
};

export const nothingStored: PersistedKeys = {
  fingerprintId: null,
  tableId: null,
  tableName: null,
  tableQrcode: null,
  tableSeat: null,
  guestCount: null,
  orderType: null,
  memberId: null,
  token: null,
  locale: null,
  theme: null,
  subscribed: false,
  merchantId: null,
  guestUuid: null,
  heldCartEdits: null,
  partyLeftSeat: null,
};

/** Polls until the condition holds; fails the test after `ms` instead of hanging it. */
export const until = async (
  condition: () => boolean | Promise<boolean>,
  ms = 8_000,
  what = 'a condition',
): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
};

/**
 * Until the diner is shown the table as the server last told it: no gap heard and left unfetched
 * (a change made between its fetch and its join, say), so a test that drops a message later is
 * not rescued by a refetch already under way.
 */
export const caughtUp = (core: TableCore) =>
  until(
    () => !isBehind(core.state().live, core.state().session.tableId),
    8_000,
    'the diner to catch up',
  );

/**
 * Scans the table's QR code, gives a name, picks dine-in, waits for the live channel and for any
 * refetch its join called for.
 */
export const seat = async (core: TableCore, qrcodeId: string, firstName: string) => {
  await core.hydrate(nothingStored);
  const started = await core.startFromQr(fixture.merchantId, qrcodeId);
  if (!started.ok || started.value.kind !== 'tableActive') {
    throw new Error(`could not sit at ${qrcodeId}: ${JSON.stringify(started)}`);
  }
  await core.registerGuest(firstName);
  await core.chooseOrderType('dineIn');
  await until(() => core.snapshot('connection').connected, 8_000, 'the live channel');
  await caughtUp(core);
  return started.value;
};

const names = {
  '701': 'Pork dumplings',
  '702': 'Beef noodles',
  '703': 'Steamed fish',
  '705': 'Crab roe buns',
};

/** A line as the product sheet would hand it over; the POS prices it again anyway. */
export const lineOf = (
  productId: keyof typeof names,
  quantity: number,
  notes = '',
): NewCartLine => ({
  productId,
  menuId: '1',
  categoryId: fixture.categoryId,
  menuName: names[productId],
  categoryName: 'Dumplings',
  price: 9.5,
  originalPrice: 9.5,
  quantity,
  notes,
  condiments: [],
  salesUnitType: productId === '703' ? SalesUnitType.Weight : SalesUnitType.Piece,
  salesUnitFactorList: productId === '703' ? [6] : [],
  mode: ItemMode.Normal,
  pointsPrice: 0,
  orderItemModifiers: [],
});

/** What a diner has, independent of line ids and order: product, notes and quantity. */
export const linesOf = (core: TableCore, userId: string | null = core.snapshot('cart').me) =>
  (core.snapshot('cart').diners.find((diner) => diner.userId === userId)?.lines ?? [])
    .map((line) => `${line.item.productId}|${line.item.notes}|${line.item.quantity}`)
    .sort();

/** How many times the core toasted this message key, over its whole life. */
export const toastedTimes = (core: TableCore, key: string): number =>
  core
    .events()
    .filter(
      (e) =>
        e.type === 'ToastShown' &&
        e.payload.message.kind === 'key' &&
        e.payload.message.key === key,
    ).length;

/** Which calls a test's stand-in for the network acts on: see isPlacement, isCartWrite. */
export type CallMatch = (input: RequestInfo | URL, init?: RequestInit) => boolean;

const urlOf = (input: RequestInfo | URL): string =>
  String(input instanceof Request ? input.url : input);

/** Whether a call is a placement (a new order or a round): POST /api/member/order. */
export const isPlacement: CallMatch = (input, init) =>
  urlOf(input).includes('/api/member/order') && init?.method === 'POST';

/** Whether a call is a cart write (an add, a change, a removal): POST /api/shoppingCart. */
export const isCartWrite: CallMatch = (input, init) =>
  init?.method === 'POST' && new URL(urlOf(input)).pathname === '/api/shoppingCart';

/** Whether a call reads the table's cart: its initialize at the table's start, or a fetch. */
export const isCartRead: CallMatch = (input, init) => {
  const path = new URL(urlOf(input)).pathname;
  return (
    (path === '/api/shoppingCart' && (init?.method ?? 'GET') === 'GET') ||
    path === '/api/shoppingCart/initialize'
  );
};

/** Whether a call saves the table's order type: POST /api/shoppingCart/order-type. */
export const isOrderTypeSave: CallMatch = (input, init) =>
  init?.method === 'POST' && new URL(urlOf(input)).pathname === '/api/shoppingCart/order-type';

/** Whether a call writes anything at all: any POST. */
export const isWrite: CallMatch = (_input, init) => init?.method === 'POST';

/** A fetch where the POS refuses every placement with `code` and `msg`; every other call goes. */
export const refusingPlacements =
  (code: number, msg: string, status = 200): typeof fetch =>
  (input, init) =>
    isPlacement(input, init)
      ? Promise.resolve(
          new Response(JSON.stringify({ success: false, code, msg }), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : fetch(input, init);

/** The diner places the table's order, or its next round; a refusal fails the test, named. */
export const placeRound = async (core: TableCore) => {
  const placed = await core.placeOrder();
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value;
};

/** The messages the diner's toasts said, in order. */
export const toastsOf = (core: TableCore) =>
  core.events().flatMap((event) => (event.type === 'ToastShown' ? [event.payload.message] : []));

/** Until the diner is told `dish` had already been ordered when their change came. */
export const toldOvertaken = async (core: TableCore, dish: string) => {
  const told = { kind: 'key', key: 'cart.changeOvertaken', values: { dish } };
  await until(
    () => toastsOf(core).some((message) => JSON.stringify(message) === JSON.stringify(told)),
    5_000,
    `told of ${dish}`,
  );
};

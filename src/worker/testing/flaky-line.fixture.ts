import { expect } from 'vitest';
import { makeTestNetwork } from '../../adapters/system/network.ts';
import type { TableCore } from '../core/create-core.ts';
import { type CallMatch, filteredChannel, lineOf, seat, until } from './core.fixture.ts';
import type { SharedServer } from './shared-server.fixture.ts';

/** What the test does to one diner's link with the restaurant while the diner goes on. */
export interface FlakyLine {
  /** While set, every call fails as the browser's fetch does when the connection drops. */
  down: boolean;
  /**
   * The next call `which` picks reaches the server, but its reply is lost and the line goes
   * `down` after it, until the test sets it back.
   */
  loseNextReply(which: CallMatch): void;
  /** The next call `which` picks waits on its way until `release`. */
  hold(which: CallMatch): void;
  /** Whether the held call has come as far as the wait. */
  readonly arrived: () => boolean;
  readonly release: () => void;
  /**
   * While false the diner hears nothing from the table, so nothing reads the cart again before
   * the test says.
   */
  hearing: boolean;
  /** The browser says it is offline (navigator.onLine); resolves once the diner has noticed. */
  goOffline(): Promise<void>;
  /** The browser says it is online again. */
  goOnline(): void;
}

const dropped = () => new TypeError('Failed to fetch');

/**
 * A diner's core on the shared server whose fetch, network flag and live channel the test
 * controls through `line`. Until the test touches it, the line passes everything through, online.
 * `offline`: the browser starts offline and every call fails (`down`), as a page loaded so.
 */
export const flakyDiner = (
  shared: SharedServer,
  fingerprint: string,
  options: { readonly offline?: boolean } = {},
): { readonly diner: TableCore; readonly line: FlakyLine } => {
  const offline = options.offline === true;
  const network = makeTestNetwork(!offline);
  let losing: CallMatch | null = null;
  let holding: { readonly which: CallMatch; readonly wait: Promise<void> } | null = null;
  let release: () => void = () => undefined;
  let arrived = false;
  const line: FlakyLine = {
    down: offline,
    loseNextReply: (which) => {
      losing = which;
    },
    hold: (which) => {
      arrived = false;
      holding = {
        which,
        wait: new Promise<void>((done) => {
          release = done;
        }),
      };
    },
    arrived: () => arrived,
    release: () => release(),
    hearing: true,
    goOffline: async () => {
      network.set(false);
      await until(() => !diner.snapshot('connection').online, 2_000, 'offline');
    },
    goOnline: () => network.set(true),
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (line.down) throw dropped();
    if (holding?.which(input, init) === true) {
      const { wait } = holding;
      holding = null;
      arrived = true;
      await wait;
    }
    const reply = await globalThis.fetch(input, init);
    if (losing?.(input, init) !== true) return reply;
    losing = null;
    // Applied by the server; the reply never reaches the phone, nor anything after it for now.
    line.down = true;
    throw dropped();
  };
  const diner = shared.diner(fingerprint, {
    fetch,
    network: network.layer,
    connectTable: filteredChannel(() => line.hearing),
  });
  return { diner, line };
};

/** Where a diner on a flaky line sits, in which browser, and the first name they give. */
type Seating = readonly [
  shared: SharedServer,
  table: { readonly qrcodeId: string },
  fingerprint: string,
  name: string,
];

const withFirstDish = async (diner: TableCore, line: FlakyLine) => {
  expect((await diner.addItem(lineOf('701', 1))).ok).toBe(true);
  return { diner, line, me: diner.snapshot('cart').me };
};

/**
 * A diner on a flaky line (flakyDiner) seated at `table` as `name`, their first dish added: one
 * pork dumplings. `me` is their user id at the table.
 */
export const seatOnFlakyLine = async (...[shared, table, fingerprint, name]: Seating) => {
  const { diner, line } = flakyDiner(shared, fingerprint);
  await seat(diner, table.qrcodeId, name);
  return withFirstDish(diner, line);
};

/**
 * As seatOnFlakyLine, with Bo (browser `<fingerprint>-bo`, on a plain line) seated at the table at
 * the same time: the diner whose round overtakes the other's edits.
 */
export const seatWithBo = async (...[shared, table, fingerprint, name]: Seating) => {
  const { diner, line } = flakyDiner(shared, fingerprint);
  const bo = shared.diner(`${fingerprint}-bo`);
  await Promise.all([seat(diner, table.qrcodeId, name), seat(bo, table.qrcodeId, 'Bo')]);
  return { ...(await withFirstDish(diner, line)), bo };
};

import type { CartOrder } from '../../src/domain/model/order.ts';
import type { AppState } from '../../src/domain/state.ts';
import { canonicalCart, formatDelta, lineDeltas } from './cart-lines.ts';
import { type EventRef, eventRef, formatRef } from './event-ref.ts';
import type { StepObserver } from './replay.ts';
import { serverCartOf } from './server-cart.ts';
import type { LogSource } from './sources.ts';

/**
 * The convergence rule (docs/replay.md). The server's last reply is the cart with the highest
 * cartRowVersion any log received, by a CartReplacedFromServer or a live addOrDecreaseCartItem
 * (the first one seen wins a tie). A diner converged when, at the end of its log, its confirmed
 * cart equals that one line for line (canonicalCart). Along the merged time line each diner is
 * compared, after every event, with the newest server cart seen so far; a diner that diverged is
 * named with the event that opened its final stretch out of step: the first event after which
 * its cart never again equalled the server's newest.
 */

export interface ServerReply {
  readonly cartRowVersion: number;
  readonly at: EventRef;
}

export interface DinerVerdict {
  readonly log: string;
  readonly file: string;
  readonly converged: boolean;
  /** cartRowVersion of the diner's final confirmed cart; null when it holds none. */
  readonly holds: number | null;
  readonly unconfirmedEdits: number;
  /** The first event of the final stretch out of step; null when converged. */
  readonly divergedAt: EventRef | null;
  /** What the diner's cart lacks or has too much of against the server's last reply. */
  readonly toMatchServer: readonly string[];
}

export interface Convergence {
  readonly converged: boolean;
  readonly serverLastReply: ServerReply | null;
  readonly diners: readonly DinerVerdict[];
}

const versionOf = (cart: CartOrder): number | null =>
  typeof cart.cartRowVersion === 'number' && Number.isFinite(cart.cartRowVersion)
    ? cart.cartRowVersion
    : null;

export interface ConvergenceTracker {
  readonly observe: StepObserver;
  readonly verdict: (finalStates: readonly AppState[]) => Convergence;
}

export const convergenceTracker = (logs: readonly LogSource[]): ConvergenceTracker => {
  const canonical = new WeakMap<CartOrder, string>();
  const canon = (cart: CartOrder | null): string => {
    if (cart === null) return canonicalCart(null);
    let text = canonical.get(cart);
    if (text === undefined) canonical.set(cart, (text = canonicalCart(cart)));
    return text;
  };
  let latest: { cart: CartOrder; version: number; at: EventRef } | null = null;
  const divergedAt: (EventRef | null)[] = logs.map(() => null);

  const observe: StepObserver = ({ source, position, event, before }, states) => {
    const log = logs[source] as LogSource;
    const cart = serverCartOf(event, before);
    const version = cart === null ? null : versionOf(cart);
    if (cart !== null && version !== null && (latest === null || version > latest.version)) {
      latest = { cart, version, at: eventRef(log, position, event) };
    }
    const reference = canon(latest?.cart ?? null);
    for (const [index, state] of states.entries()) {
      if (canon(state.cart.confirmed) === reference) divergedAt[index] = null;
      else divergedAt[index] ??= eventRef(log, position, event);
    }
  };

  const verdict = (finalStates: readonly AppState[]): Convergence => {
    const server = latest;
    const diners = logs.map((log, index): DinerVerdict => {
      const cart = finalStates[index]?.cart;
      const confirmed = cart?.confirmed ?? null;
      const at = divergedAt[index] ?? null;
      return {
        log: log.label,
        file: log.file,
        converged: at === null,
        holds: confirmed?.cartRowVersion ?? null,
        unconfirmedEdits: cart?.unconfirmedEdits ?? 0,
        divergedAt: at,
        // Only what the comparison counts: the priced lines (canonicalCart), not the gone ones.
        toMatchServer:
          at === null
            ? []
            : lineDeltas(confirmed, server?.cart ?? null)
                .filter((delta) => delta.kind !== 'gone')
                .map(formatDelta),
      };
    });
    return {
      converged: diners.every((diner) => diner.converged),
      serverLastReply: server === null ? null : { cartRowVersion: server.version, at: server.at },
      diners,
    };
  };
  return { observe, verdict };
};

const holding = (diner: DinerVerdict): string =>
  diner.holds === null ? 'holds no cart' : `holds v${diner.holds}`;

const dinerLine = (diner: DinerVerdict): string => {
  const pending = diner.unconfirmedEdits > 0 ? `, ${diner.unconfirmedEdits} unconfirmed edits` : '';
  if (diner.converged) return `  ${diner.log}: converged (${holding(diner)}${pending})`;
  const since = diner.divergedAt === null ? '' : ` since ${formatRef(diner.divergedAt)}`;
  const fix =
    diner.toMatchServer.length > 0
      ? `; to match the server: ${diner.toMatchServer.join(', ')}`
      : '';
  return `  ${diner.log}: DIVERGED (${holding(diner)}${pending})${since}${fix}`;
};

/** The report, ending with the verdict line: `converged` or `DIVERGED: …`. */
export const formatConvergence = (result: Convergence): string[] => {
  const reply = result.serverLastReply;
  const head =
    reply === null
      ? 'convergence: no server cart in any log; every diner must hold none'
      : `convergence: the server's last reply is cartRowVersion ${reply.cartRowVersion}, ${formatRef(reply.at)}`;
  const diverged = result.diners.filter((diner) => !diner.converged);
  const verdict =
    diverged.length === 0
      ? 'converged'
      : `DIVERGED: ${diverged
          .map((d) => `${d.log}${d.divergedAt === null ? '' : ` since ${formatRef(d.divergedAt)}`}`)
          .join('; ')}`;
  return [head, ...result.diners.map(dinerLine), verdict];
};

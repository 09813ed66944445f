import type { CartState } from '../../src/domain/cart/state.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import type { LiveState } from '../../src/domain/live/state.ts';
import type { OrderState, PlacementStatus } from '../../src/domain/order/state.ts';
import type { PopupsState } from '../../src/domain/popups/state.ts';
import type { TimelineEntry, TimelineState } from '../../src/domain/timeline/state.ts';
import { formatDelta, lineDeltas } from './cart-lines.ts';
import { compactValue } from './format.ts';
import { serverCartOf } from './server-cart.ts';

/**
 * One-line accounts of what an event changed in a slice, read off the slice before and after.
 * Every list is built in a fixed order, so the same states always give the same words.
 */

/** `field old→new` for each top-level field that changed, in the slice's own field order. */
export const fieldChanges = (before: object, after: object): string[] => {
  if (before === after) return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key} ${compactValue(a[key])}→${compactValue(b[key])}`);
};

const unconfirmedChange = (a: CartState, b: CartState, event: AppEvent): string[] => {
  if (a.unconfirmedEdits === b.unconfirmedEdits) return [];
  if (b.unconfirmedEdits > 0) return [`${b.unconfirmedEdits} unconfirmed`];
  return [event.type === 'CartSyncFailed' ? 'rolled back' : 'confirmed'];
};

/** A server cart the fold did not take (older than the one held): say so, it explains a no-op. */
const untakenServerCart = (a: CartState, b: CartState, event: AppEvent): string[] => {
  // A cart taken changes the confirmed one: only one kept needs the server's rebuilt to name it.
  if (a.confirmed === null || a.confirmed !== b.confirmed) return [];
  const cart = serverCartOf(event, { cart: a });
  if (cart === null) return [];
  return [`server v${String(cart.cartRowVersion)} not taken, holds v${a.confirmed.cartRowVersion}`];
};

export const cartChanges = (a: CartState, b: CartState, event: AppEvent): string[] => {
  const parts = untakenServerCart(a, b, event);
  if (a === b) return parts;
  if (a.current === null && b.current !== null) parts.push(`loaded v${b.current.cartRowVersion}`);
  if (a.current !== null && b.current === null) parts.push('cleared');
  parts.push(...lineDeltas(a.current, b.current).map(formatDelta));
  const [va, vb] = [a.current?.cartRowVersion, b.current?.cartRowVersion];
  if (va !== undefined && vb !== undefined && va !== vb) parts.push(`v${va}→v${vb}`);
  parts.push(...unconfirmedChange(a, b, event));
  if (a.status !== b.status) parts.push(`status ${b.status}`);
  if (a.error !== b.error && b.error !== null) parts.push(`error ${JSON.stringify(b.error)}`);
  if (parts.length === 0)
    parts.push(b.current === a.current ? 'updated' : 'refreshed, no line changed');
  return parts;
};

const placementText = (placement: PlacementStatus): string => {
  switch (placement.status) {
    case 'placed':
      return `placed ${placement.orderId}`;
    case 'failed':
      return `failed ${placement.code ?? 'without reply'} ${JSON.stringify(placement.message)}`;
    default:
      return placement.status;
  }
};

export const orderChanges = (a: OrderState, b: OrderState): string[] => {
  if (a === b) return [];
  const parts: string[] = [];
  if (a.placement !== b.placement) parts.push(placementText(b.placement));
  if (a.placed !== b.placed) {
    parts.push(
      b.placed === null
        ? 'no active order'
        : `active order ${b.placed.id} (${b.placed.orderItems.length} lines)`,
    );
  }
  return parts;
};

const countTasks = (tasks: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const task of tasks) counts.set(task, (counts.get(task) ?? 0) + 1);
  return counts;
};

const loadingChanges = (a: readonly string[], b: readonly string[]): string[] => {
  if (a === b) return [];
  const [old, now] = [countTasks(a), countTasks(b)];
  return [...new Set([...old.keys(), ...now.keys()])].sort().flatMap((task) => {
    const change = (now.get(task) ?? 0) - (old.get(task) ?? 0);
    if (change === 0) return [];
    return [`loading ${change > 0 ? '+' : '-'}${task}`];
  });
};

export const popupChanges = (a: PopupsState, b: PopupsState): string[] => {
  if (a === b) return [];
  const parts: string[] = [];
  for (const name of Object.keys(b.open) as (keyof PopupsState['open'])[]) {
    if (a.open[name] === b.open[name]) continue;
    const who = name === 'orderSubmitted' && b.open[name] && b.submitterName !== null;
    parts.push(
      `${name} ${b.open[name] ? 'opened' : 'closed'}${who ? ` (${b.submitterName})` : ''}`,
    );
  }
  parts.push(...loadingChanges(a.loading, b.loading));
  if (parts.length === 0 && a.submitterName !== b.submitterName) {
    parts.push(`submitter ${compactValue(b.submitterName)}`);
  }
  return parts;
};

export const liveChanges = (a: LiveState, b: LiveState): string[] => {
  if (a === b) return [];
  const parts: string[] = [];
  if (a.connected !== b.connected) parts.push(b.connected ? 'connected' : 'disconnected');
  // The table version heard: a jump of more than one is where the worker refetched.
  const [was, now] = [a.heard?.highest ?? null, b.heard?.highest ?? null];
  if (was !== now && now !== null) parts.push(`table v${String(now)}`);
  for (const type of b.unknownTypesSeen.filter((seen) => !a.unknownTypesSeen.includes(seen))) {
    parts.push(`unknown message type ${JSON.stringify(type)}`);
  }
  return parts;
};

const told = (entry: TimelineEntry): string => {
  const who = (by: { name: string | null; place: number | null; userId: string | null }) =>
    by.name ?? (by.place === null ? (by.userId ?? 'someone') : `Guest ${by.place}`);
  switch (entry.kind) {
    case 'added':
    case 'removed':
      return `${who(entry.by)} ${entry.kind} ${entry.quantity} × ${entry.dish}`;
    case 'sent':
      return `round ${entry.round ?? '?'} sent by ${who(entry.by)}`;
    case 'voided':
      return `staff voided ${entry.quantity} × ${entry.dish}`;
    case 'cleared':
      return 'staff cleared the table';
  }
};

const byId = (
  a: readonly TimelineEntry[],
  b: readonly TimelineEntry[],
): { added: readonly TimelineEntry[]; dropped: number } => {
  const before = new Set(a.map((entry) => entry.id));
  const after = new Set(b.map((entry) => entry.id));
  return {
    added: b.filter((entry) => !before.has(entry.id)),
    dropped: a.filter((entry) => !after.has(entry.id)).length,
  };
};

/**
 * The fold only appends entries and drops some (the oldest past the cap, a round's removals), as
 * the same objects: what follows the last old entry is new, and the rest of the difference went.
 * Any other list is compared by id.
 */
const entryChanges = (
  a: readonly TimelineEntry[],
  b: readonly TimelineEntry[],
): { added: readonly TimelineEntry[]; dropped: number } => {
  const last = a.at(-1);
  if (last === undefined) return { added: b, dropped: 0 };
  const at = b.lastIndexOf(last);
  if (at === -1) return byId(a, b);
  const added = b.slice(at + 1);
  return { added, dropped: a.length + added.length - b.length };
};

/** The table's timeline (issue 16): what it now tells, what it dropped, the undo offers. */
export const timelineChanges = (a: TimelineState, b: TimelineState): string[] => {
  if (a === b) return [];
  const { added, dropped } = entryChanges(a.entries, b.entries);
  const parts = added.map(told);
  if (dropped > 0 && b.tableId === a.tableId) parts.push(`${dropped} dropped`);
  if (a.undo.length !== b.undo.length) parts.push(`${b.undo.length} to undo`);
  return parts.length === 0 ? fieldChanges(a, b) : parts;
};

import type { Draft } from 'immer';
import { Schema } from 'effect';
import { applyCartPatch, diffCart } from '../cart/cart-patch.ts';
import { type Patch, PatchMismatch } from '../log/patch.ts';
import { LiveMessageType } from '../model/live-message.ts';
import type { CartOrder } from '../model/order.ts';
import { WebOrderTypeSchema } from '../model/schemas/enums.ts';
import { CartOrderSchema } from '../model/schemas/order.ts';
import { PatchSchema } from '../model/schemas/patch.ts';
import type { AppState } from '../state.ts';
import { interpretLiveMessage, type LiveInstruction } from './messages.ts';
import { liveReaderOf } from './reader.ts';
import { unwrapped } from '../plain.ts';

/**
 * How the log keeps a live message: as the worker read it (messages.ts), once. The table's cart
 * rides as what changed from the confirmed cart (`cartPatched`); a log recorded before readings
 * were kept has the message's data instead (`unread`), and the fold reads that itself.
 */
export type LiveReading =
  | LiveInstruction
  | { readonly kind: 'cartPatched'; readonly base: number; readonly patch: Patch | null }
  | { readonly kind: 'unread'; readonly data: unknown };

const kind = <K extends string>(name: K) => Schema.Literal(name);
const about = <K extends LiveReading['kind']>(name: K) =>
  Schema.Struct({ kind: kind(name), messageType: Schema.String });
const bare = <K extends LiveReading['kind']>(name: K) => Schema.Struct({ kind: kind(name) });

export const LiveReadingSchema: Schema.Decoder<LiveReading> = Schema.Union([
  Schema.Struct({ kind: kind('cartChanged'), cart: CartOrderSchema }),
  Schema.Struct({ kind: kind('cartPatched'), base: Schema.Int, patch: Schema.NullOr(PatchSchema) }),
  Schema.Struct({
    kind: kind('orderPlaced'),
    submitterName: Schema.String,
    orderId: Schema.optionalKey(Schema.String),
  }),
  Schema.Struct({
    kind: kind('orderUpdated'),
    orderId: Schema.optionalKey(Schema.String),
    round: Schema.Boolean,
    submitterName: Schema.optionalKey(Schema.String),
  }),
  Schema.Struct({
    kind: kind('presence'),
    diners: Schema.Array(
      Schema.Struct({ userId: Schema.String, name: Schema.NullOr(Schema.String) }),
    ),
  }),
  Schema.Struct({ kind: kind('inactiveDialogClosed'), shouldClearCart: Schema.Boolean }),
  Schema.Struct({ kind: kind('guestCountChanged'), count: Schema.Number }),
  Schema.Struct({ kind: kind('orderTypeChanged'), orderType: WebOrderTypeSchema }),
  Schema.Struct({ kind: kind('tableVersion'), liveVersion: Schema.Number }),
  bare('cartRefetchNeeded'),
  bare('dinerHint'),
  // A log kept before notices named their dishes has none.
  Schema.Struct({
    kind: kind('menuChanged'),
    productIds: Schema.optionalKey(Schema.Array(Schema.String)),
  }),
  bare('ownEcho'),
  about('stale'),
  about('notFromServer'),
  about('unknownType'),
  about('malformed'),
  Schema.Struct({ kind: kind('unread'), data: Schema.Unknown }),
]);

/**
 * The reading as the log keeps it. A new cart of this diner's table is told as what changed
 * from the confirmed cart: another diner's change costs the log that change, not the table.
 */
export const readingOf = (
  instruction: LiveInstruction,
  confirmed: CartOrder | null,
): LiveReading =>
  instruction.kind === 'cartChanged' &&
  confirmed !== null &&
  confirmed.tableId === instruction.cart.tableId
    ? {
        kind: 'cartPatched',
        base: confirmed.cartRowVersion,
        patch: diffCart(confirmed, instruction.cart),
      }
    : instruction;

/** What a logged message is, fully, with what the fold holds just before it. */
export interface LoggedMessage {
  readonly from: string;
  readonly messageType: string;
  readonly reading: LiveReading;
}

/** The reading again as the worker had it: a patched cart rebuilt, an unread message read now. */
export const instructionOf = (message: LoggedMessage, draft: Draft<AppState>): LiveInstruction => {
  const { reading } = message;
  if (reading.kind === 'unread') {
    const raw = {
      fromBrowserId: message.from,
      messageType: message.messageType,
      data: reading.data,
    };
    return interpretLiveMessage(raw, liveReaderOf(draft));
  }
  if (reading.kind !== 'cartPatched') return reading;
  const confirmed = unwrapped(draft.cart.confirmed as CartOrder | null);
  if (confirmed?.cartRowVersion !== reading.base) {
    throw new PatchMismatch(`a ${LiveMessageType.AddOrDecreaseCartItem} patch on v${reading.base}`);
  }
  return { kind: 'cartChanged', cart: applyCartPatch(confirmed, reading.patch) };
};

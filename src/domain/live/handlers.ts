import type { HandlersOf } from '../handler.ts';
import { applyLiveToCart } from '../cart/operations.ts';
import { applyLiveToPopups } from '../popups/operations.ts';
import { takeTableSetting } from '../session/operations.ts';
import type { LiveEvent } from './events.ts';
import { POS_BROWSER_ID } from '../model/live-message.ts';
import { forgetOtherTable, hearMessage } from './operations.ts';
import { instructionOf } from './reading.ts';
import type { CartOrder } from '../model/order.ts';
import { cartMoved, roundSent, tableCleared } from '../timeline/operations.ts';
import { unwrapped } from '../plain.ts';

export const liveHandlers: HandlersOf<LiveEvent> = {
  /**
   * Read once, by the worker, against this diner as it was before the message (its id, language,
   * cart and the versions heard); every slice takes that reading.
   */
  LiveMessageReceived: (draft, event) => {
    const { payload } = event;
    const instruction = instructionOf(payload, draft);
    const heard = {
      fromServer: payload.from === POS_BROWSER_ID,
      messageType: payload.messageType,
      liveVersion: payload.liveVersion,
    };
    const before = unwrapped(draft.cart.confirmed as CartOrder | null);
    takeTableSetting(draft.session, instruction);
    applyLiveToCart(draft.cart, instruction, event.at);
    applyLiveToPopups(draft.popups, instruction, event.at);
    hearMessage(draft.live, heard, instruction, draft.session.tableId);
    const lv = payload.liveVersion;
    if (instruction.kind === 'cartChanged')
      cartMoved(draft, before, event, { lv, changedBy: payload.changedBy ?? null });
    if (
      instruction.kind === 'orderPlaced' ||
      (instruction.kind === 'orderUpdated' && instruction.round)
    ) {
      const name = instruction.submitterName ?? null;
      roundSent(draft, event, { lv, name, first: instruction.kind === 'orderPlaced' });
    }
    if (instruction.kind === 'inactiveDialogClosed' && instruction.shouldClearCart)
      tableCleared(draft, event);
  },
  LiveConnectionChanged: ({ live, session }, { payload }) => {
    live.connected = payload.connected;
    // A lost connection hears nothing until it rejoins, and the rejoin refetches the table; the
    // next connection's first version is its starting point, not a gap to refetch for again. An
    // identity change replaces a connected channel through here too; the versions themselves
    // belong to the table, not the diner, so nothing else about identity resets them.
    if (!payload.connected) {
      live.heard = null;
      live.present = null;
    }
    forgetOtherTable(live, session.tableId);
  },
};

import type { HandlersOf } from '../handler.ts';
import { applyLiveToCart } from '../cart/operations.ts';
import { applyLiveToPopups } from '../popups/operations.ts';
import { takeTableSetting } from '../session/operations.ts';
import type { LiveEvent } from './events.ts';
import { interpretLiveMessage } from './messages.ts';
import { forgetOtherTable, hearMessage } from './operations.ts';
import { liveReaderOf } from './reader.ts';

export const liveHandlers: HandlersOf<LiveEvent> = {
  /**
   * Read once, against this diner as it was before the message (its id, language, cart and the
   * versions heard); every slice then takes the same reading.
   */
  LiveMessageReceived: (draft, event) => {
    const { message } = event.payload;
    const instruction = interpretLiveMessage(message, liveReaderOf(draft));
    takeTableSetting(draft.session, instruction);
    applyLiveToCart(draft.cart, instruction, event.at);
    applyLiveToPopups(draft.popups, instruction, event.at);
    hearMessage(draft.live, message, instruction, draft.session.tableId);
  },
  LiveConnectionChanged: ({ live, session }, { payload }) => {
    live.connected = payload.connected;
    // A lost connection hears nothing until it rejoins, and the rejoin refetches the table; the
    // next connection's first version is its starting point, not a gap to refetch for again. An
    // identity change replaces a connected channel through here too; the versions themselves
    // belong to the table, not the diner, so nothing else about identity resets them.
    if (!payload.connected) live.heard = null;
    forgetOtherTable(live, session.tableId);
  },
};

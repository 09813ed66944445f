import type { HandlersOf } from '../handler.ts';
import type { NetworkEvent } from './events.ts';

export const networkHandlers: HandlersOf<NetworkEvent> = {
  NetworkWentOffline: ({ network }) => {
    network.online = false;
    network.holding = true;
  },
  // Still holding: the edits are released once the POS has answered (CartEditsReleased).
  NetworkCameBack: ({ network }) => {
    network.online = true;
  },
  CartEditsHeld: ({ network }) => {
    network.holding = true;
  },
  CartEditsReleased: ({ network }) => {
    network.holding = false;
  },
};

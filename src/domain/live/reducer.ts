import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from './messages.ts';
import type { LiveState } from './state.ts';

export const reduceLive = (
  draft: Draft<LiveState>,
  event: AppEvent,
  live: LiveInstruction | null,
): void => {
  if (event.type === 'LiveConnectionChanged') draft.connected = event.payload.connected;
  if (live?.kind === 'unknownType' && !draft.unknownTypesSeen.includes(live.messageType)) {
    draft.unknownTypesSeen.push(live.messageType);
  }
};

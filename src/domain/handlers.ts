import { cartHandlers } from './cart/handlers.ts';
import type { AppEvent } from './events.ts';
import type { HandlersOf } from './handler.ts';
import { liveHandlers } from './live/handlers.ts';
import { loginHandlers } from './login/handlers.ts';
import { memberHandlers } from './member/handlers.ts';
import { menuHandlers } from './menu/handlers.ts';
import { networkHandlers } from './network/handlers.ts';
import { orderHandlers } from './order/handlers.ts';
import { popupHandlers } from './popups/handlers.ts';
import { recordsHandlers } from './records/handlers.ts';
import { sessionHandlers } from './session/handlers.ts';
import { timelineHandlers } from './timeline/handlers.ts';
import { toastHandlers } from './toasts/handlers.ts';

/** The one handler of every event, each declared beside its event's slice. */
export const handlers: HandlersOf<AppEvent> = {
  ...sessionHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...loginHandlers,
  ...memberHandlers,
  ...popupHandlers,
  ...liveHandlers,
  ...menuHandlers,
  ...toastHandlers,
  ...recordsHandlers,
  ...timelineHandlers,
  ...networkHandlers,
};

import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';
import { MenuCategorySchema } from '../model/schemas/menu.ts';

/** Server data, but logged like any reply so a recorded session replays with its menu. */
export const MenuLoaded = declareEvent(
  'MenuLoaded',
  1,
  Schema.Struct({ merchantId: Schema.String, categories: Schema.Array(MenuCategorySchema) }),
);
export type MenuLoaded = EventOf<typeof MenuLoaded>;

export const MenuLoadFailed = declareEvent(
  'MenuLoadFailed',
  1,
  Schema.Struct({ merchantId: Schema.String, message: Schema.String }),
);
export type MenuLoadFailed = EventOf<typeof MenuLoadFailed>;

export const menuEvents = eventTable({ MenuLoaded, MenuLoadFailed });
export type MenuEvent = EventsOf<typeof menuEvents>;

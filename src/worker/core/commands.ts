import { Effect } from 'effect';
import type { CommandName, CommandResult, TableCoreCommands } from '../api.ts';
import * as cart from '../commands/cart.ts';
import * as login from '../commands/login.ts';
import * as member from '../commands/member.ts';
import { loadMerchant } from '../commands/merchant.ts';
import { loadMenuForPage } from '../commands/menu.ts';
import { placeOrderCommand, updateOrderCommand } from '../commands/order.ts';
import * as records from '../commands/queries.ts';
import * as session from '../commands/session.ts';
import { connectLiveCommand, rejoinBeforeAdd, resume, startFromQr } from '../commands/startup.ts';
import { chooseOrderType, setGuestCount } from '../commands/table.ts';
import { continueUnfinished, restartUnfinished } from '../commands/unfinished.ts';
import { holdUndo, undoRemoval } from '../commands/undo.ts';
import { stopLive } from '../live/link.ts';
import type { CommandFailure } from './failures.ts';
import type { CoreServices } from './runtime.ts';

/** What a command's promise carries when it succeeds. */
type ValueOf<N extends CommandName> =
  Awaited<ReturnType<TableCoreCommands[N]>> extends CommandResult<infer T> ? T : never;

/** Each command as an Effect program: it only emits events, and fails with a tagged reason. */
export type Programs = {
  readonly [N in CommandName]: (
    ...args: Parameters<TableCoreCommands[N]>
  ) => Effect.Effect<ValueOf<N>, CommandFailure, CoreServices>;
};

/** Commands whose boundary value is `null`: whatever the program returns is not theirs to say. */
const done = <E, R>(program: Effect.Effect<unknown, E, R>) => Effect.as(program, null);

/** Every command but the developer panel's, which the core builds beside its time travel. */
export const programs: Omit<Programs, 'devtoolsTimeline' | 'travelTo'> = {
  hydrate: (stored) => done(session.hydrate(stored)),
  loadMerchant,
  loadMenu: () => done(loadMenuForPage),
  startFromQr,
  resume: () => done(resume),
  connectLive: () => done(connectLiveCommand),
  disconnectLive: () => done(stopLive),
  refreshCart: () => done(cart.refreshCartCommand),
  addItem: (line) => Effect.andThen(rejoinBeforeAdd, cart.addItem(line)),
  reduceItem: (lineIndex, quantity) => done(cart.reduceItem(lineIndex, quantity)),
  editNotes: (lineIndex, notes) => done(cart.editNotes(lineIndex, notes)),
  dropGoneLines: () => done(cart.dropGoneLines),
  clearCart: () => done(cart.clearCart),
  setGuestCount,
  chooseOrderType: (orderType) => done(chooseOrderType(orderType)),
  placeOrder: placeOrderCommand,
  updateOrder: updateOrderCommand,
  requestCode: (phone) => done(login.requestCode(phone)),
  login: login.login,
  logout: login.logout,
  registerGuest: (firstName, lastName) => done(member.registerGuest(firstName, lastName)),
  enrol: member.enrol,
  updateProfile: (changes) => done(member.updateProfile(changes)),
  continueUnfinished: () => continueUnfinished,
  restartUnfinished: () => restartUnfinished,
  openPopup: (popup) => done(session.openPopup(popup)),
  dismissPopup: (popup) => done(session.dismissPopup(popup)),
  dismissToast: (id) => done(session.dismissToast(id)),
  setLocale: (locale) => done(session.setLocale(locale)),
  setTheme: (theme) => done(session.setTheme(theme)),
  setSubscribed: (subscribed) => done(session.setSubscribed(subscribed)),
  searchMenu: records.searchMenu,
  loadOrderList: records.loadOrderList,
  loadOrderDetail: records.loadOrderDetail,
  loadCoupons: records.loadCoupons,
  previewOrder: records.previewOrder,
  checkOrderCode: records.checkOrderCode,
  askForOrderCode: () => done(records.askForOrderCode),
  callStaff: () => done(records.callStaff),
  undoRemoval: (id) => done(undoRemoval(id)),
  holdUndo: (id, held) => done(holdUndo(id, held)),
};

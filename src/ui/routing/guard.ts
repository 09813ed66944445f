import { Locale } from '../../domain/model/enums.ts';
import { localeFromRouteName } from '../../domain/rules/locale.ts';
import { at, NOT_FOUND_PATH } from '../../domain/rules/paths.ts';
import type { PopupName } from '../../domain/popups/events.ts';
import {
  type GuardDecision,
  guardNavigation,
  type MerchantInfoStatus,
  type Navigation,
  type RouteMeta,
} from '../../domain/rules/route-guard.ts';
import type { CommandResult } from '../../worker/api.ts';
import type { WorkerClient } from '../worker/client.ts';
import type { LoginPlace } from './return-url.ts';

export interface GuardInput {
  readonly meta: RouteMeta;
  /** The route's name with its locale suffix. */
  readonly name: string;
  /** The target: path, query and hash, locale prefix included. */
  readonly href: string;
  readonly merchantIdParam: string | undefined;
  /** The page on screen, null on the app's first navigation. */
  readonly currentHref: string | null;
}

/** What the router is told to do; the guard's effects on the worker have already happened. */
export type GuardOutcome =
  | { readonly kind: 'render' }
  /** The merchant could not be asked (offline): the route shows it can't load yet. */
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'redirect'; readonly href: string; readonly replace: boolean };

export interface GuardPorts {
  readonly client: WorkerClient;
  /** Kept with where the diner is sent to log in: only a login there goes on to it. */
  readonly rememberReturnUrl: (url: string, place: LoginPlace) => void;
}

const merchantInfoOf = (client: WorkerClient, id: string | undefined): MerchantInfoStatus =>
  id === undefined || client.getSnapshot('session').merchant?.id === id ? 'loaded' : 'notLoaded';

/** A refusal without a code is a call no server answered (commands' CommandError). */
const merchantInfoAfter = (loaded: CommandResult<unknown>): MerchantInfoStatus => {
  if (loaded.ok) return 'loaded';
  return loaded.error.kind === 'refused' && loaded.error.code === null
    ? 'unreachable'
    : 'unavailable';
};

const closeOpenPopups = async (client: WorkerClient) => {
  const open = Object.entries(client.getSnapshot('popups').open);
  await Promise.all(
    open.flatMap(([name, isOpen]) =>
      isOpen ? [client.commands.dismissPopup(name as PopupName)] : [],
    ),
  );
};

/**
 * Spec §2's guards: the domain decides (guardNavigation), this only carries the decision out.
 * The locale is switched first, so merchant info loaded on the way arrives in that language.
 */
export const runGuards = async (input: GuardInput, ports: GuardPorts): Promise<GuardOutcome> => {
  const { client } = ports;
  const locale = localeFromRouteName(input.name) ?? Locale.EnUS;
  if (client.getSnapshot('session').locale !== locale) {
    await client.commands.setLocale(locale);
    // The merchant's name and description come in the language asked for: ask again in this
    // one, before the page renders (issue 15 item 6). A failure keeps the old text.
    const shown = client.getSnapshot('session').merchant;
    if (shown !== null) await client.commands.loadMerchant(shown.id);
  }

  const session = client.getSnapshot('session');
  const nav: Navigation = {
    fullPath: input.href,
    route: input.meta,
    merchantIdParam: input.merchantIdParam,
    currentMerchantId: session.merchantId,
    loggedIn: client.getSnapshot('member').loggedIn,
    hasValidOrderType: session.hasValidOrderType,
    seated: session.tableId !== null,
    merchantInfo: merchantInfoOf(client, input.merchantIdParam),
    initial: input.currentHref === null,
  };
  let decision: GuardDecision = guardNavigation(nav);
  if (decision.kind === 'loadMerchantInfo') {
    const loaded = await client.commands.loadMerchant(decision.merchantId);
    decision = guardNavigation({ ...nav, merchantInfo: merchantInfoAfter(loaded) });
  }
  // Answered once above: a second request could only mean the domain asks in a loop.
  return decision.kind === 'loadMerchantInfo'
    ? carryOut(
        { kind: 'notFound', to: at(locale, NOT_FOUND_PATH), closePopups: true },
        input,
        ports,
      )
    : carryOut(decision, input, ports);
};

const carryOut = async (
  decision: Exclude<GuardDecision, { readonly kind: 'loadMerchantInfo' }>,
  input: GuardInput,
  { client, rememberReturnUrl }: GuardPorts,
): Promise<GuardOutcome> => {
  switch (decision.kind) {
    case 'redirect':
      return { kind: 'redirect', href: decision.to, replace: true };
    case 'requireLogin':
      rememberReturnUrl(decision.attemptedUrl, decision.to !== null ? 'page' : 'popup');
      if (decision.to !== null) return { kind: 'redirect', href: decision.to, replace: true };
      await client.commands.openPopup('login');
      // Cancelled: the diner stays where they were, with the login popup over it.
      return input.currentHref === null
        ? { kind: 'render' }
        : { kind: 'redirect', href: input.currentHref, replace: true };
    case 'notFound': {
      if (decision.closePopups) await closeOpenPopups(client);
      const from = encodeURIComponent(input.href);
      return { kind: 'redirect', href: `${decision.to}?from=${from}`, replace: true };
    }
    case 'unreachable':
      return { kind: 'unreachable' };
    case 'proceed':
      if (decision.openOrderTypePopup) await client.commands.openPopup('orderType');
      return { kind: 'render' };
  }
};

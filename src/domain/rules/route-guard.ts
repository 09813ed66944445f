import { localeFromPath } from './locale.ts';
import { isMerchantId, type MerchantIdParam, resolveMerchantIdParam } from './merchant-id.ts';
import { at, LOGIN_PATH, merchantLoginPath, merchantOrderPath, NOT_FOUND_PATH } from './paths.ts';

/** The few routes the guards single out (spec §2 "Route names seen"); the rest are 'other'. */
export type RouteKind = 'root' | 'merchantStart' | 'qrCode' | 'order' | 'orderPreview' | 'other';

/** What the route table declares about a matched route. */
export interface RouteMeta {
  readonly kind: RouteKind;
  readonly requiresLogin: boolean;
  /** Routes such as /login, /notFound, /scan that make sense with no merchant. */
  readonly allowsNoMerchant: boolean;
}

/**
 * The merchant info the guard needs is loaded asynchronously: the guard asks for it
 * ('notLoaded' → loadMerchantInfo) and is asked again with the outcome: 'unavailable' when the
 * server said no, 'unreachable' when no server answered (offline).
 */
export type MerchantInfoStatus = 'loaded' | 'notLoaded' | 'unavailable' | 'unreachable';

export interface Navigation {
  /** The target's full path: locale prefix, query and hash included. */
  readonly fullPath: string;
  /** null: no route matched. */
  readonly route: RouteMeta | null;
  readonly merchantIdParam: MerchantIdParam;
  /** The merchant remembered in app state (or read from the query); where the root leads. */
  readonly currentMerchantId: string | null;
  readonly loggedIn: boolean;
  readonly hasValidOrderType: boolean;
  /** The diner sits at a table (the QR code gave one): only then is there an order type to choose. */
  readonly seated: boolean;
  /** Of the merchant the route carries; ignored when it carries none. */
  readonly merchantInfo: MerchantInfoStatus;
  /** The app's first navigation: no page is on screen for a popup to sit over. */
  readonly initial: boolean;
}

export type GuardDecision =
  | { readonly kind: 'redirect'; readonly to: string; readonly replace: true }
  /** Remember attemptedUrl; with `to`, navigate to the login page, else cancel and open the popup. */
  | { readonly kind: 'requireLogin'; readonly attemptedUrl: string; readonly to: string | null }
  | { readonly kind: 'loadMerchantInfo'; readonly merchantId: string }
  /** `closePopups`: merchant info failed to load, and popups over the old page must go. */
  | { readonly kind: 'notFound'; readonly to: string; readonly closePopups: boolean }
  /** No answer about the merchant: the page keeps its address and loads once it can. */
  | { readonly kind: 'unreachable' }
  | {
      readonly kind: 'proceed';
      /** Becomes the current merchant when not null. */
      readonly merchantId: string | null;
      readonly putMerchantIdInQuery: boolean;
      readonly openOrderTypePopup: boolean;
    };

/** Spec §2 "Route guards (in order)" and "Merchant id handling", as one decision. */
export const guardNavigation = (nav: Navigation): GuardDecision => {
  const locale = localeFromPath(nav.fullPath);
  const notFound = (closePopups = false): GuardDecision => ({
    kind: 'notFound',
    to: at(locale, NOT_FOUND_PATH),
    closePopups,
  });
  // Guard 6 is checked first: an unmatched route has no meta the other guards could read, and
  // they would all have passed it through to not-found anyway.
  const route = nav.route;
  if (route === null) return notFound();

  if (route.kind === 'root') {
    const id = nav.currentMerchantId;
    return id !== null && isMerchantId(id)
      ? { kind: 'redirect', to: at(locale, merchantOrderPath(id)), replace: true }
      : notFound();
  }

  const merchant = resolveMerchantIdParam(nav.merchantIdParam);
  const knownMerchantId =
    merchant.kind === 'merchant' ? merchant.merchantId : nav.currentMerchantId;

  if (route.requiresLogin && !nav.loggedIn) {
    const loginPage = knownMerchantId !== null ? merchantLoginPath(knownMerchantId) : LOGIN_PATH;
    return {
      kind: 'requireLogin',
      attemptedUrl: nav.fullPath,
      to: nav.initial ? at(locale, loginPage) : null,
    };
  }

  // Without a table the menu is there to browse: both choices would only say "scan again".
  const openOrderTypePopup = route.kind === 'order' && nav.seated && !nav.hasValidOrderType;

  if (merchant.kind === 'notFound') return notFound();
  if (merchant.kind === 'none' && !route.allowsNoMerchant) return notFound();
  if (route.kind === 'orderPreview') return notFound();
  if (merchant.kind === 'none') {
    return { kind: 'proceed', merchantId: null, putMerchantIdInQuery: false, openOrderTypePopup };
  }

  if (nav.merchantInfo === 'unavailable') return notFound(true);
  // Not "not found": nobody said so, and an address changed to /notFound stays wrong once online.
  if (nav.merchantInfo === 'unreachable') return { kind: 'unreachable' };
  if (nav.merchantInfo === 'notLoaded')
    return { kind: 'loadMerchantInfo', merchantId: merchant.merchantId };
  return {
    kind: 'proceed',
    merchantId: merchant.merchantId,
    putMerchantIdInQuery: merchant.putInQuery,
    openOrderTypePopup,
  };
};

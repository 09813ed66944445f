import { useRouterState } from '@tanstack/react-router';
import { Locale } from '../../domain/model/enums.ts';
import { localeFromPath, localeFromRouteName } from '../../domain/rules/locale.ts';
import type { RouteKind } from '../../domain/rules/route-guard.ts';
import type { HeaderSpec } from './route-table.ts';

export interface RouteInfo {
  readonly locale: Locale;
  /** null: no route matched, or its params failed validation (the not-found page shows). */
  readonly header: HeaderSpec | null;
  readonly name: string | null;
  readonly kind: RouteKind | null;
  /** What the address bar shows: path, query and hash. */
  readonly href: string;
  readonly merchantId: string | null;
}

/** The matched leaf route as the frame needs it: its name (hence locale) and header. */
export const useRouteInfo = (): RouteInfo =>
  useRouterState({
    select: (state): RouteInfo => {
      const leaf = state.matches.at(-1);
      // A path no route matches, or a param that fails validation, marks the route that shows
      // the not-found page (the root, for us); the leaf may still be listed behind it.
      const notFound = state.matches.some(
        (match) => match.status === 'notFound' || match._notFound === true,
      );
      const name = notFound ? null : (leaf?.staticData.name ?? null);
      const params = (leaf?.params ?? {}) as Record<string, string | undefined>;
      return {
        // An unmatched path has no route name; its prefix still says which language was asked.
        locale:
          (name === null ? null : localeFromRouteName(name)) ??
          localeFromPath(state.location.pathname) ??
          Locale.EnUS,
        header: notFound ? null : (leaf?.staticData.header ?? null),
        name,
        kind: notFound ? null : (leaf?.staticData.kind ?? null),
        href: state.location.href,
        merchantId: params.merchantId ?? null,
      };
    },
    // The selection is a new object each time; shared structure keeps it equal when nothing moved.
    structuralSharing: true,
  });

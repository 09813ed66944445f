import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  redirect,
} from '@tanstack/react-router';
import { Locale } from '../../domain/model/enums.ts';
import { routeNameSuffix } from '../../domain/rules/locale.ts';
import type { RouteKind } from '../../domain/rules/route-guard.ts';
import { ErrorLayout } from '../layout/ErrorLayout.tsx';
import { Shell } from '../layout/Shell.tsx';
import type { WorkerClient } from '../worker/client.ts';
import { runGuards } from './guard.ts';
import { PageUnreachable } from './unreachable.ts';
import { pageComponents } from './pages.ts';
import { parseIdParams, parseNotFoundSearch } from './params.ts';
import { returnUrl } from './return-url.ts';
import { type HeaderSpec, type RouteDef, routeBaseName, routeTable } from './route-table.ts';

export interface RouterContext {
  readonly client: WorkerClient;
  /** The page on screen; null until the first navigation has resolved. */
  readonly currentHref: () => string | null;
}

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** e.g. "merchant-merchantId-order___zh-tw": the locale is read from the suffix (spec §2). */
    readonly name?: string;
    readonly header?: HeaderSpec;
    readonly kind?: RouteKind;
  }
}

const localeRoute = (parent: AnyRoute, def: RouteDef, locale: Locale): AnyRoute => {
  const name = routeBaseName(def.path) + routeNameSuffix(locale);
  return createRoute({
    getParentRoute: () => parent,
    path: def.path,
    staticData: { name, header: def.header, kind: def.meta.kind },
    params: def.path.includes('$') ? { parse: parseIdParams } : undefined,
    validateSearch: def.page === 'NotFound' ? parseNotFoundSearch : undefined,
    beforeLoad: async ({ location, params, context, cause }) => {
      if (cause === 'preload') return;
      const outcome = await runGuards(
        {
          meta: def.meta,
          name,
          href: location.href,
          merchantIdParam: (params as Record<string, string | undefined>).merchantId,
          currentHref: context.currentHref(),
        },
        { client: context.client, rememberReturnUrl: returnUrl.remember },
      );
      if (outcome.kind === 'redirect')
        throw redirect({ href: outcome.href, replace: outcome.replace });
      if (outcome.kind === 'unreachable') throw new PageUnreachable();
    },
    component: pageComponents[def.page],
  }) as unknown as AnyRoute;
};

/** Every route of spec §2 twice: plain (en-US) and under /zh-tw (zh-TW). */
export const buildRouteTree = () => {
  const root = createRootRouteWithContext<RouterContext>()({
    component: Shell,
    notFoundComponent: pageComponents.NotFound,
    errorComponent: ErrorLayout,
  });
  const zhTw = createRoute({ getParentRoute: () => root, path: 'zh-tw' });
  return root.addChildren([
    ...routeTable.map((def) => localeRoute(root, def, Locale.EnUS)),
    zhTw.addChildren(routeTable.map((def) => localeRoute(zhTw, def, Locale.ZhTW))),
  ]);
};

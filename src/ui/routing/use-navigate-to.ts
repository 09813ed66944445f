import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import { at } from '../../domain/rules/paths.ts';
import { useRouteInfo } from './use-route-info.ts';

/**
 * Goes where the worker or a domain rule said; their paths are already localised. Stable across
 * renders, so an effect may depend on it without re-running.
 */
export const useNavigateTo = (): ((target: NavigationTarget) => Promise<void>) => {
  const router = useRouter();
  return useCallback(
    (target) => router.navigate({ href: target.to, replace: target.replace }),
    [router],
  );
};

/** A bare (en-US) path of domain/rules/paths.ts, under the current locale's prefix. */
export const useLocalPath = (): ((bare: string) => string) => {
  const { locale } = useRouteInfo();
  return useCallback((bare) => at(locale, bare), [locale]);
};

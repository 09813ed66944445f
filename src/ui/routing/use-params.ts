import { useRouterState } from '@tanstack/react-router';

/** The leaf route's params; validated digits by the time a page renders (params.ts). */
export const useIdParam = (name: 'merchantId' | 'qrcodeId' | 'orderId'): string =>
  useRouterState({
    select: (state) =>
      (state.matches.at(-1)?.params as Record<string, string | undefined> | undefined)?.[name] ??
      '',
  });

import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { localeFromPath } from '../../domain/rules/locale.ts';
import { IntlFor } from '../i18n/IntlRoot.tsx';
import { useText } from '../i18n/use-text.ts';
import { PageUnreachable } from '../routing/unreachable.ts';

/** A status of 100-999 carried by the error, else 500 (spec §5 accepts only three digits). */
const statusOf = (error: unknown): number => {
  const raw =
    typeof error === 'object' && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ??
        (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 100 && raw <= 999 ? raw : 500;
};

const ErrorContent = ({ error, reset }: ErrorComponentProps) => {
  const t = useText();
  const router = useRouter();
  const retry = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);
  const offline = error instanceof PageUnreachable;
  // Unreachable only for want of a network: it tries again by itself once there is one.
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);
  // The `online` event can come before a call gets through (Wi-Fi still connecting; Chromium
  // lifts a service worker's offline mode after its page's): a try that found the restaurant
  // unreachable while online is made again, later each time (1 s, 2 s, 4 s … at most 30 s).
  const tries = useRef(0);
  useEffect(() => {
    if (!offline || !navigator.onLine) return;
    const timer = window.setTimeout(retry, Math.min(1_000 * 2 ** tries.current, 30_000));
    tries.current += 1;
    return () => window.clearTimeout(timer);
  }, [offline, error, retry]);
  return (
    <section className="page page--centered" role="alert">
      <p className="lead">{t(offline ? 'error.unreachable' : 'common.somethingWentWrong')}</p>
      {/* The details help a developer and would only confuse a diner. */}
      {import.meta.env.DEV ? (
        <p className="muted">
          {t('error.details', {
            status: statusOf(error),
            message: error instanceof Error ? error.message : String(error),
          })}
        </p>
      ) : null}
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </section>
  );
};

/**
 * Spec §2's error layout. It brings its own translations: an error in the frame itself leaves
 * no provider above it.
 */
export const ErrorLayout = (props: ErrorComponentProps) => (
  <IntlFor locale={localeFromPath(window.location.pathname)}>
    <ErrorContent {...props} />
  </IntlFor>
);

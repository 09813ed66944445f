import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { patientImport } from '../app/patient-import.ts';
import { onModalsChanged, topModal } from '../components/modal-stack.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';

// Its own chunk, loaded with the first render (it is rendered with no toasts too) but outside the
// first view's budget; the service worker keeps it for an offline load.
const ToastList = lazy(patientImport(() => import('./ToastList.tsx')));

/**
 * Spec §8's short messages, each gone after the time it takes to read (at least §9's 2000 ms,
 * `toast-duration.ts`) or when dismissed. While a modal is open they are shown inside it, so an
 * error about what the diner just did in a sheet (a sold-out dish when placing from the cart) is
 * seen, heard and dismissable there, and they follow the modals that open and close while they
 * show.
 */
export const Toasts = () => {
  const t = useText();
  const { items } = useReadModel('toasts');
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const showing = items.length > 0;
  useLayoutEffect(() => setHost(showing ? topModal() : null), [items, showing]);
  // A modal opened or closed while toasts show: they go with it (a sheet opened over them made
  // them unseen and out of reach behind it; one closed took them with it).
  useEffect(() => (showing ? onModalsChanged(() => setHost(topModal())) : undefined), [showing]);
  const region = (
    <section className="toasts" aria-label={t('toast.region')}>
      <Suspense fallback={null}>
        <ToastList items={items} />
      </Suspense>
    </section>
  );
  return host === null ? region : createPortal(region, host);
};

import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { patientImport } from '../app/patient-import.ts';
import { onModalClosed, onModalsChanged, topModal } from '../components/modal-stack.ts';
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
  const home = useRef<HTMLDivElement>(null);
  // One element for the page's life, moved between the page and the modals: the toasts stay
  // mounted as they move (a new portal target mounted them anew: off the page for a frame, and
  // perhaps heard again), and leave a closing modal before it goes (`onModalClosed`).
  const [region] = useState(() => document.createElement('div'));
  const showing = items.length > 0;
  useLayoutEffect(() => {
    const place = () => {
      const host = (showing ? topModal() : null) ?? home.current;
      if (host !== null && region.parentNode !== host) host.append(region);
    };
    place();
    // A modal opened or closed while toasts show: they go with it (a sheet opened over them made
    // them unseen and out of reach behind it; one closed took them with it).
    return showing ? onModalsChanged(place) : undefined;
  }, [items, showing, region]);
  // For the component's life, not one set of toasts: a modal closed in the same commit as a new
  // toast came runs its cleanup after this component's effects have been renewed.
  useLayoutEffect(() => {
    const stopLeaving = onModalClosed((closed) => {
      if (!closed.contains(region)) return;
      const host = topModal() ?? home.current;
      if (host !== null) host.append(region);
    });
    return () => {
      stopLeaving();
      region.remove();
    };
  }, [region]);
  return (
    <div ref={home}>
      {createPortal(
        <section className="toasts" aria-label={t('toast.region')}>
          <Suspense fallback={null}>
            <ToastList items={items} />
          </Suspense>
        </section>,
        region,
      )}
    </div>
  );
};

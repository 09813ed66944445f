import { useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { useHeightVariable } from '../components/use-height-variable.ts';
import { useText } from '../i18n/use-text.ts';
import { PageUnreachable } from '../routing/unreachable.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * What still works without a network (docs/offline.md): browsing and the cart do, ordering does
 * not; and how many cart changes wait. The status region is always there, so a screen reader
 * hears it fill politely rather than finding a new live region.
 */
export const NetworkBanner = () => {
  const t = useText();
  const { online, waitingEdits } = useReadModel('connection');
  const waiting = waitingEdits > 0;
  const shown = !online || waiting;
  // Over the "can't be reached" page there is no menu to browse: the page says the rest.
  const pageUnreachable = useRouterState({
    select: (state) => state.matches.some((match) => match.error instanceof PageUnreachable),
  });
  const region = useRef<HTMLDivElement>(null);
  // It stays in sight while the page scrolls: what sticks under it (the menu's category tabs)
  // moves down by its height.
  useHeightVariable(region, '--network-banner-height', shown);
  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      className={shown ? 'network-banner' : undefined}
    >
      {shown ? (
        <p>
          {t(
            online
              ? 'network.unreachable'
              : pageUnreachable
                ? 'network.offlineOnly'
                : 'network.offline',
          )}
          {waiting
            ? ` ${t(online ? 'network.waitingUnreachable' : 'network.waiting', { count: waitingEdits })}`
            : ''}
        </p>
      ) : null}
    </div>
  );
};

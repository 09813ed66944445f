import { useText } from '../i18n/use-text.ts';
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
  return (
    <div role="status" aria-live="polite" className={shown ? 'network-banner' : undefined}>
      {shown ? (
        <p>
          {t(online ? 'network.unreachable' : 'network.offline')}
          {waiting
            ? ` ${t(online ? 'network.waitingUnreachable' : 'network.waiting', { count: waitingEdits })}`
            : ''}
        </p>
      ) : null}
    </div>
  );
};

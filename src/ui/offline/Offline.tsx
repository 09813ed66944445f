import { useEffect } from 'react';
import { useReadModel } from '../worker/context.tsx';
import { NetworkBanner } from './NetworkBanner.tsx';
import { registerServiceWorker } from './register.ts';

/**
 * Everything about bad Wi-Fi that the page does (docs/offline.md), in its own chunk out of the
 * first view: the offline state, the service worker, and a warning before a reload or a close
 * would drop cart edits still waiting in the worker's memory.
 */
const Offline = () => {
  const { waitingEdits } = useReadModel('connection');
  useEffect(registerServiceWorker, []);
  useEffect(() => {
    if (waitingEdits === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waitingEdits]);
  return <NetworkBanner />;
};

export default Offline;

import { useEffect, useRef } from 'react';

/**
 * Calls `tick` now and then every `intervalMs` while the page is visible (and at once when it
 * becomes visible again). A tick still running is not started twice.
 */
export const usePolling = (tick: () => Promise<void>, intervalMs: number): void => {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  }, [tick]);
  useEffect(() => {
    let running = false;
    const run = () => {
      if (running || document.visibilityState === 'hidden') return;
      running = true;
      void latest.current().finally(() => {
        running = false;
      });
    };
    run();
    const timer = window.setInterval(run, intervalMs);
    document.addEventListener('visibilitychange', run);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
    };
  }, [intervalMs]);
};

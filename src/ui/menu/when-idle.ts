/** An idle step waits at most this long for an idle moment. */
const IDLE_TIMEOUT_MS = 300;

/**
 * Runs `work` when the main thread is idle (requestIdleCallback; a timer where the browser has
 * none), within IDLE_TIMEOUT_MS at the latest. Answers a function that cancels it.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 16);
  return () => clearTimeout(timer);
};

import { useEffect, useState } from 'react';

/** How long words hold still before a live region says them: a pause, not a key's step. */
export const SAY_AFTER_MS = 700;

/**
 * The value once it has held still for `delayMs`: what a live region says while the diner types
 * is what the last pause showed, not every key's step on the way there.
 */
export const useSettledValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

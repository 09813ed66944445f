/**
 * Freezes a parsed log's events all the way down. The fold never changes an event, and immer
 * freezes whatever enters the state anyway; but a value that arrives frozen is one immer need not
 * walk again when it finalises a step. Folding event by event (the timeline) over events that
 * carry whole carts is about twice as fast this way (BENCHMARKS.md); the states are the same.
 */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
};

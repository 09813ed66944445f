import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * How many of `list` to render: the first `first` at once (a screen's worth), all of them in the
 * next idle moment, as a transition (the next key goes first). A new list starts again, so each
 * key renders only what the diner can see before the frame is painted.
 */
export const useProgressiveList = <T>(list: readonly T[], first: number): readonly T[] => {
  const [whole, setWhole] = useState<readonly T[] | null>(null);
  const pending = whole !== list && list.length > first;
  useEffect(() => {
    if (!pending) return;
    return whenIdle(() => startTransition(() => setWhole(list)));
  }, [list, pending]);
  return pending ? list.slice(0, first) : list;
};

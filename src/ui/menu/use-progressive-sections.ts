import { startTransition, useEffect, useRef, useState } from 'react';
import type { MenuCategory } from '../../domain/model/menu.ts';
import { whenIdle } from './when-idle.ts';

/** About two phone screens of dish cards: rendered with the page, before anything else. */
export const FIRST_DISHES = 12;
/** Dishes added in one idle step after that (rendered by React in slices, then committed). */
const DISHES_A_STEP = 150;
/** How near the screen a pending section must come to be rendered at once: a screen's height. */
const NEAR = '100% 0px';

type Ids = ReadonlySet<string>;

/** The ids of sections in menu order, from the first not in `done`, until `dishes` are covered. */
const nextSections = (categories: readonly MenuCategory[], done: Ids, dishes: number): string[] => {
  const next: string[] = [];
  let covered = 0;
  for (const category of categories) {
    if (covered >= dishes) break;
    if (done.has(category.id)) continue;
    next.push(category.id);
    covered += category.products.length;
  }
  return next;
};

const withIds = (done: Ids, more: readonly string[]): Ids =>
  more.every((id) => done.has(id)) ? done : new Set([...done, ...more]);

/**
 * Which sections of the menu have their dishes rendered: the first screen's at once, a pending
 * section as soon as it comes within a screen of the viewport (scrolled or jumped to), and the
 * rest a step at a time in idle moments, as a transition (a tap or a key goes first), until the
 * whole menu is in the document (find in page, a screen reader's lists). Pending sections carry
 * `data-pending-category` with their category id. `onComplete` runs once all are rendered.
 */
export const useProgressiveSections = (
  categories: readonly MenuCategory[],
  onComplete?: () => void,
): Ids => {
  const [rendered, setRendered] = useState<Ids>(
    () => new Set(nextSections(categories, new Set(), FIRST_DISHES)),
  );
  const completed = useRef(false);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    const next = nextSections(categories, rendered, DISHES_A_STEP);
    if (next.length === 0) {
      if (!completed.current) complete.current?.();
      completed.current = true;
      return;
    }
    return whenIdle(() => startTransition(() => setRendered((done) => withIds(done, next))));
  }, [categories, rendered]);

  useEffect(() => {
    const pending = document.querySelectorAll<HTMLElement>('[data-pending-category]');
    if (pending.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.flatMap((entry) =>
          entry.isIntersecting ? [entry.target.getAttribute('data-pending-category') ?? ''] : [],
        );
        if (near.length > 0) setRendered((done) => withIds(done, near));
      },
      { rootMargin: NEAR },
    );
    for (const section of pending) observer.observe(section);
    return () => observer.disconnect();
  }, [categories, rendered]);

  return rendered;
};

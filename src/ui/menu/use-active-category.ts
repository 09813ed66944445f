import { useEffect, useState } from 'react';

/**
 * The category whose section is at the top of the viewport, below the sticky navigation: the
 * one the navigation marks as current while the diner scrolls.
 */
export const useActiveCategory = (sectionIds: readonly string[]): string | null => {
  const [active, setActive] = useState<string | null>(sectionIds[0] ?? null);
  const key = sectionIds.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    const sections = ids.flatMap((id) => {
      const element = document.getElementById(id);
      return element === null ? [] : [element];
    });
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => visible.get(id) === true);
        if (first !== undefined) setActive(first);
      },
      // A band just under the sticky navigation: the section crossing it is "the current one".
      { rootMargin: '-112px 0px -60% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [key]);
  return active;
};

import { useEffect, useRef } from 'react';

/** How long a new page may take to render its heading (a route's code or data loading). */
const WAIT_FOR_PAGE_MS = 5_000;

const headingIn = (main: HTMLElement): HTMLElement | null => main.querySelector('h1');

/**
 * After an in-app navigation, the new page's heading takes the focus, so a screen reader says
 * where the staff member is and Tab goes on from there. The page may render after the path
 * changed (its code or data still loading): focused at once, the old page's heading was then
 * removed and the focus fell to the body (a staff probe, 2026-11-29). So the heading is focused
 * now, and again when another takes its place while the focus is nowhere.
 */
export const useHeadingFocus = (pathname: string): void => {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main === null) return;
    let focused = headingIn(main);
    focused?.focus();
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    const observer = new MutationObserver(() => {
      const heading = headingIn(main);
      if (heading === null || heading === focused || !lost()) return;
      focused = heading;
      heading.focus();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_PAGE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
};

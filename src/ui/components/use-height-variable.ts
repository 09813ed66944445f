import { type RefObject, useEffect } from 'react';

/**
 * Keeps a CSS variable on the document at the element's height while `active`, so what stands
 * beside a fixed bar (a sticky header under the network banner, toasts above the cart bar) moves
 * with it when it wraps to two lines, with the text size, or in another language.
 */
export const useHeightVariable = (
  element: RefObject<HTMLElement | null>,
  variable: `--${string}`,
  active = true,
): void => {
  useEffect(() => {
    const measured = element.current;
    const root = document.documentElement.style;
    if (measured === null || !active) return;
    const observer = new ResizeObserver(() =>
      root.setProperty(variable, `${measured.offsetHeight}px`),
    );
    observer.observe(measured);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [element, variable, active]);
};

/** Frames the section must keep its place for the jump to be over (a few renders' time). */
const STILL_FRAMES = 10;
/** The most frames a jump keeps the section in place (about 1.5 s at 60 Hz). */
const MAX_FRAMES = 90;
/** The diner's own scrolling ends the jump: their gesture wins. */
const DINER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let stopLast: (() => void) | null = null;

/**
 * Scrolls a menu section to the top and keeps it there while the sections it passed take their
 * real height. Off the screen they hold an expected one (`content-visibility: auto`, the pending
 * placeholders: MenuSections.tsx), and the section above the target, reaching under the sticky
 * tabs, renders taller right after the jump: the target slid down the screen, its tab not marked.
 * Scroll anchoring does not always make up for it (nor is it in every browser), so the jump is
 * made again each frame the section has moved, until it has held still, or the diner scrolls.
 */
export const scrollToSection = (section: HTMLElement): void => {
  stopLast?.();
  section.scrollIntoView({ block: 'start' });
  const top = section.getBoundingClientRect().top;
  let frames = 0;
  let still = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of DINER_INPUT) removeEventListener(type, stop, true);
    if (stopLast === stop) stopLast = null;
  };
  const step = () => {
    frames += 1;
    if (Math.abs(section.getBoundingClientRect().top - top) < 1) still += 1;
    else {
      still = 0;
      section.scrollIntoView({ block: 'start' });
    }
    if (still >= STILL_FRAMES || frames >= MAX_FRAMES || !section.isConnected) stop();
    else handle = requestAnimationFrame(step);
  };
  for (const type of DINER_INPUT) addEventListener(type, stop, { capture: true, passive: true });
  stopLast = stop;
  handle = requestAnimationFrame(step);
};

import { useLayoutEffect } from 'react';

/**
 * User-timing measures of what the diner sees: from a moment (a tap's event time, the menu's
 * arrival) until the frame showing its result has been painted. The big-menu benchmark reads
 * them (tools/bench/big-menu.ts); each costs a frame callback and a message, nothing when unread.
 */
export const measureAfterPaint = (name: string, start: number, detail?: unknown): void => {
  requestAnimationFrame(() => {
    // A message posted from the frame callback is delivered once that frame is painted.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      performance.measure(name, { start, end: performance.now(), detail });
    };
    channel.port2.postMessage(null);
  });
};

/** Measures `name` from `start` to the paint after each commit where `shown` changed (not null). */
export const usePaintMeasure = (
  name: string,
  start: number | null,
  shown: unknown,
  detail?: unknown,
): void => {
  useLayoutEffect(() => {
    if (start === null || shown === null) return;
    // React's own share: the render and the commit, before the browser's style, layout and paint.
    performance.measure(`${name} (committed)`, { start, end: performance.now(), detail });
    measureAfterPaint(name, start, detail);
    // Only a new result is measured; the start and detail belong to it.
  }, [shown]);
};

import { useEffect, useRef } from 'react';
import type { TableTimelineEntry } from '../../worker/api.ts';
import { useReadModel } from '../worker/context.tsx';
import { dueNow, enqueue, type Queued, toAnnounce } from './announcements.ts';
import { mountAnnouncer } from './announcer.ts';
import { useTimelineText } from './timeline-text.ts';

/**
 * Says other diners' cart changes out loud as they happen ("Amy added 2 × Pork dumplings"), and
 * the diner's own additions outside the cart ("You added 1 × Green tea"),
 * in the page's language, from the table's timeline (issue 16), in the order they happened; a
 * removal a moment later, once it is sure not to be a round going to the kitchen (what came after
 * it waits for it). Each entry once: what the timeline held when this mounted (a reload, a table
 * joined) is not news.
 */
const TableAnnouncer = () => {
  const { entries } = useReadModel('timeline');
  const { me } = useReadModel('cart');
  const cartOpen = useReadModel('popups').open.cart;
  const textOf = useTimelineText();
  const heard = useRef<Set<string> | null>(null);
  // What a held removal is checked against, and said with, when its wait is over.
  const latest = useRef({ entries, textOf });
  const queue = useRef<Queued[]>([]);
  const offer = useRef<((fresh: readonly TableTimelineEntry[]) => void) | null>(null);

  useEffect(() => {
    latest.current = { entries, textOf };
  }, [entries, textOf]);

  useEffect(() => {
    const announcer = mountAnnouncer();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      const { say, waiting } = dueNow(queue.current, latest.current.entries, Date.now());
      queue.current = waiting;
      for (const entry of say) announcer.say(latest.current.textOf(entry));
      const next = waiting[0];
      if (next !== undefined) timer = setTimeout(flush, Math.max(0, next.due - Date.now()));
    };
    offer.current = (fresh) => {
      queue.current = enqueue(queue.current, fresh, Date.now());
      flush();
    };
    return () => {
      clearTimeout(timer);
      offer.current = null;
      queue.current = [];
      announcer.unmount();
    };
  }, []);

  useEffect(() => {
    if (heard.current === null) {
      heard.current = new Set(entries.map((entry) => entry.id));
      return;
    }
    const fresh = toAnnounce(heard.current, entries, me, { ownAdds: !cartOpen });
    if (fresh.length > 0) offer.current?.(fresh);
  }, [entries, me, cartOpen]);

  return null;
};

export default TableAnnouncer;

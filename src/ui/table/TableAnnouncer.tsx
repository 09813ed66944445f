import { useEffect, useRef } from 'react';
import { useReadModel } from '../worker/context.tsx';
import { toAnnounce } from './announcements.ts';
import { mountAnnouncer } from './announcer.ts';
import { useTimelineText } from './timeline-text.ts';

/**
 * Says other diners' cart changes out loud as they happen ("Amy added 2 × Pork dumplings"),
 * in the page's language, from the table's timeline (issue 16). Each entry once: what the
 * timeline held when this mounted (a reload, a table joined) is not news.
 */
const TableAnnouncer = () => {
  const { entries } = useReadModel('timeline');
  const { me } = useReadModel('cart');
  const textOf = useTimelineText();
  const announcer = useRef<ReturnType<typeof mountAnnouncer> | null>(null);
  const heard = useRef<Set<string> | null>(null);

  useEffect(() => {
    const mounted = mountAnnouncer();
    announcer.current = mounted;
    return () => {
      announcer.current = null;
      mounted.unmount();
    };
  }, []);

  useEffect(() => {
    if (heard.current === null) {
      heard.current = new Set(entries.map((entry) => entry.id));
      return;
    }
    for (const entry of toAnnounce(heard.current, entries, me))
      announcer.current?.say(textOf(entry));
  }, [entries, me, textOf]);

  return null;
};

export default TableAnnouncer;

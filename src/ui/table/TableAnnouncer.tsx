import { useEffect, useRef } from 'react';
import type { TableTimelineEntry } from '../../worker/api.ts';
import { useReadModel } from '../worker/context.tsx';
import { REMOVAL_HOLD_MS, stillStands, toAnnounce, waitsBeforeSaying } from './announcements.ts';
import { mountAnnouncer } from './announcer.ts';
import { useTimelineText } from './timeline-text.ts';

type Say = (entry: TableTimelineEntry) => void;

/**
 * Says other diners' cart changes out loud as they happen ("Amy added 2 × Pork dumplings"),
 * in the page's language, from the table's timeline (issue 16); a removal a moment later, once
 * it is sure not to be a round going to the kitchen. Each entry once: what the timeline held
 * when this mounted (a reload, a table joined) is not news.
 */
const TableAnnouncer = () => {
  const { entries } = useReadModel('timeline');
  const { me } = useReadModel('cart');
  const textOf = useTimelineText();
  const heard = useRef<Set<string> | null>(null);
  // What a held removal is checked against, and said with, when its wait is over.
  const latest = useRef({ entries, textOf });
  const sayNow = useRef<Say | null>(null);
  const sayIfItStands = useRef<Say | null>(null);

  useEffect(() => {
    latest.current = { entries, textOf };
  }, [entries, textOf]);

  useEffect(() => {
    const announcer = mountAnnouncer();
    const holds = new Set<ReturnType<typeof setTimeout>>();
    sayNow.current = (entry) => announcer.say(latest.current.textOf(entry));
    sayIfItStands.current = (entry) => {
      const hold = setTimeout(() => {
        holds.delete(hold);
        if (stillStands(entry, latest.current.entries)) sayNow.current?.(entry);
      }, REMOVAL_HOLD_MS);
      holds.add(hold);
    };
    return () => {
      for (const hold of holds) clearTimeout(hold);
      sayNow.current = null;
      sayIfItStands.current = null;
      announcer.unmount();
    };
  }, []);

  useEffect(() => {
    if (heard.current === null) {
      heard.current = new Set(entries.map((entry) => entry.id));
      return;
    }
    for (const entry of toAnnounce(heard.current, entries, me)) {
      (waitsBeforeSaying(entry) ? sayIfItStands : sayNow).current?.(entry);
    }
  }, [entries, me]);

  return null;
};

export default TableAnnouncer;

import { useEffect, useRef, useState } from 'react';
import type { TimelineEntry } from '../../worker/api.ts';
import { useWorker } from '../worker/context.tsx';
import { downloadText, sessionLogName } from './download.ts';

/** Rows kept on screen; the full log is in the export. */
const SHOWN = 300;
const POLL_MS = 500;

/**
 * The developer panel (?devtools=1): the worker's session log as it grows, and time travel:
 * pick an event and the whole UI shows the state after it, without touching the server.
 * Developer-facing, so English only (docs/replay.md).
 */
const DevPanel = () => {
  const client = useWorker();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<readonly TimelineEntry[]>([]);
  const [lastSeq, setLastSeq] = useState(0);
  const [firstSeq, setFirstSeq] = useState(0);
  const [target, setTarget] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!open) return;
    let after = 0;
    let stopped = false;
    let first = true;
    const poll = async () => {
      const result = await client.commands.devtoolsTimeline(after, SHOWN);
      if (stopped || !result.ok) return;
      const timeline = result.value;
      if (timeline.entries.length > 0) {
        after = timeline.lastSeq;
        setEntries((before) => [...before, ...timeline.entries].slice(-SHOWN));
      }
      setFirstSeq(timeline.firstSeq);
      setLastSeq(timeline.lastSeq);
      // Only the panel travels: after its first answer it knows the target itself, and a poll
      // sent before a click must not undo it.
      if (first) setTarget(timeline.travelingTo);
      first = false;
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, open]);

  useEffect(() => {
    if (target === null) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [entries, target]);

  const travel = async (seq: number | null) => {
    const clamped = seq === null ? null : Math.min(Math.max(seq, firstSeq - 1, 0), lastSeq);
    await client.commands.travelTo(clamped);
    setTarget(clamped);
  };
  const exportLog = async () => downloadText(sessionLogName(new Date()), await client.exportLog());

  return (
    <aside className="devpanel" aria-label="Developer panel" data-open={open}>
      <button
        type="button"
        className="devpanel__toggle"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {target === null ? 'Dev' : `Dev · seq ${target}`}
      </button>
      {open ? (
        <div className="devpanel__body">
          <p className="devpanel__status" role="status">
            {target === null
              ? `Live · ${lastSeq} events`
              : `Showing the state after seq ${target} of ${lastSeq}; the app is read-only`}
          </p>
          <div className="devpanel__controls">
            <button type="button" onClick={() => void travel((target ?? lastSeq) - 1)}>
              ◀ Back
            </button>
            <button
              type="button"
              disabled={target === null}
              onClick={() =>
                void travel(target === null || target + 1 >= lastSeq ? null : target + 1)
              }
            >
              Forward ▶
            </button>
            <button type="button" disabled={target === null} onClick={() => void travel(null)}>
              Live
            </button>
            <button type="button" onClick={() => void exportLog()}>
              Export JSONL
            </button>
          </div>
          <label className="devpanel__range">
            <span>Event</span>
            <input
              type="range"
              min={Math.max(firstSeq - 1, 0)}
              max={lastSeq}
              value={target ?? lastSeq}
              onChange={(event) => {
                const seq = Number(event.target.value);
                void travel(seq >= lastSeq ? null : seq);
              }}
            />
          </label>
          <ol ref={list} className="devpanel__events">
            {entries.map((entry) => (
              <li key={entry.seq} aria-current={entry.seq === target ? 'step' : undefined}>
                <button type="button" onClick={() => void travel(entry.seq)}>
                  <span className="devpanel__seq">{entry.seq}</span>{' '}
                  <span className="devpanel__type">{entry.type}</span>{' '}
                  <span className="devpanel__summary">{entry.summary}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </aside>
  );
};

export default DevPanel;

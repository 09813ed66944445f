import { onModalClosed, onModalsChanged, topModal } from '../components/modal-stack.ts';

/** The most recent announcements kept in the region: older ones were heard already. */
const KEPT = 3;

/**
 * How long an announcement stays in the region once said: it was news then. Kept for ever, a
 * screen reader user reading a dialog met the table's old news there, in the language of the
 * moment it was said (a newcomer's walk).
 */
const STALE_MS = 20_000;

/** A line younger than this moves with the region into a dialog: a screen reader may not have read it yet. */
const JUST_SAID_MS = 2_000;

/**
 * The app's one polite live region, visually hidden. A modal makes the rest of the page inert,
 * and a screen reader does not read an inert region, so it moves into the topmost modal as
 * modals open and close, before anything is said into it (a region that has just appeared is
 * not listened to yet).
 */
export const mountAnnouncer = (): {
  readonly say: (message: string) => void;
  readonly unmount: () => void;
} => {
  const region = document.createElement('div');
  region.id = 'announcer';
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const place = () => {
    const host = topModal() ?? document.body;
    if (region.parentNode === host) return;
    // What was said before was heard where it was said: it is not the new dialog's content. A
    // line said just now may not have been read yet, so it moves along.
    if (region.parentNode !== null)
      for (const line of [...region.children])
        if (Date.now() - Number((line as HTMLElement).dataset.saidAt ?? 0) > JUST_SAID_MS)
          line.remove();
    host.append(region);
  };
  place();
  const stopFollowing = onModalsChanged(place);
  // Out of a closing modal before it goes: a line said into it is not lost with it.
  const stopLeaving = onModalClosed((closed) => {
    if (closed.contains(region)) place();
  });
  return {
    say: (message) => {
      place();
      // The table sheet is open: its log reads every entry out already.
      const host = region.parentElement;
      if (host instanceof HTMLDialogElement && host.querySelector('[role="log"]') !== null) return;
      const line = document.createElement('p');
      line.textContent = message;
      line.dataset.saidAt = String(Date.now());
      region.append(line);
      while (region.childElementCount > KEPT) region.firstElementChild?.remove();
      const timer = setTimeout(() => {
        timers.delete(timer);
        line.remove();
      }, STALE_MS);
      timers.add(timer);
    },
    unmount: () => {
      stopFollowing();
      stopLeaving();
      for (const timer of timers) clearTimeout(timer);
      region.remove();
    },
  };
};

/**
 * How long each toast has been on screen, by its id, kept outside the toast's element: a toast
 * moves into a modal that opens (and back out when it closes), which makes it a new element, and
 * its clock must go on from where it was rather than start again.
 */
const shownById = new Map<number, number>();

export const shownSoFar = (id: number): number => shownById.get(id) ?? 0;

export const addShown = (id: number, ms: number): void => {
  shownById.set(id, shownSoFar(id) + ms);
};

/** Forgets the toasts no longer on screen, so the clock holds only those that are. */
export const keepOnly = (ids: readonly number[]): void => {
  const onScreen = new Set(ids);
  for (const id of shownById.keys()) if (!onScreen.has(id)) shownById.delete(id);
};

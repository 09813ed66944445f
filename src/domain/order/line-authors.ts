import type { OrderItem } from '../model/order.ts';
import { nameKey, sharedNames } from '../table/shared-names.ts';

/** How a line's author is called: their first name, or "Guest n" for a diner who gave none. */
export type AuthorLabel =
  | {
      readonly kind: 'named';
      readonly name: string;
      /** Of the order's diners who went by this name, which one: "Amy (2)". None when one did. */
      readonly twin?: number;
    }
  | { readonly kind: 'guest'; readonly number: number };

/**
 * Labels for the authors of an order's lines. Nameless diners are numbered in the order their
 * first line appears, so "Guest 2" is the same person on every line of the order. A line with no
 * author (a cart line, an order placed before authors were recorded) has none.
 */
export const lineAuthors = (
  items: readonly Pick<OrderItem, 'addedBy'>[],
): ((item: Pick<OrderItem, 'addedBy'>) => AuthorLabel | null) => {
  const guests = new Map<string, number>();
  for (const item of items) {
    const author = item.addedBy;
    if (author === undefined || (author.name ?? '') !== '') continue;
    const id = String(author.userId);
    if (!guests.has(id)) guests.set(id, guests.size + 1);
  }
  return (item) => {
    const author = item.addedBy;
    if (author === undefined) return null;
    if (author.name !== undefined && author.name !== '')
      return { kind: 'named', name: author.name };
    return { kind: 'guest', number: guests.get(String(author.userId)) ?? 1 };
  };
};

/**
 * Whose a placed line is: the diner's id, '' for a line that says no author. Not their name: a
 * guest who logs in stays one diner while their earlier rounds keep the name they were placed
 * under (the server's seats/claim-rounds.ts), so one diner may have gone by two names.
 */
export const dinerKey = (item: Pick<OrderItem, 'addedBy'>): string =>
  item.addedBy === undefined ? '' : String(item.addedBy.userId);

const sameLabel = (a: AuthorLabel, b: AuthorLabel): boolean =>
  a.kind === 'named'
    ? b.kind === 'named' && a.name === b.name
    : b.kind === 'guest' && a.number === b.number;

/**
 * What each diner (`dinerKey`) went by over an order, each label once, first used first: "Amy"
 * for the rounds placed as a guest, then "Mei" once she logged in. A diner with no author has none.
 */
export const dinerLabels = (
  items: readonly Pick<OrderItem, 'addedBy'>[],
): ReadonlyMap<string, readonly AuthorLabel[]> => {
  const labelOf = lineAuthors(items);
  const labels = new Map<string, AuthorLabel[]>();
  for (const item of items) {
    const label = labelOf(item);
    if (label === null) continue;
    const key = dinerKey(item);
    const known = labels.get(key) ?? [];
    if (!known.some((other) => sameLabel(other, label))) labels.set(key, [...known, label]);
  }
  return numberTwins(labels);
};

/** A name two of the order's diners went by is told apart by number, in the order they came. */
const numberTwins = (
  labels: ReadonlyMap<string, readonly AuthorLabel[]>,
): ReadonlyMap<string, readonly AuthorLabel[]> => {
  const diners = [...labels.entries()].flatMap(([key, named]) =>
    named.flatMap((label) => (label.kind === 'named' ? [{ userId: key, name: label.name }] : [])),
  );
  const shared = sharedNames(diners);
  if (shared.size === 0) return labels;
  const counted = new Map<string, number>();
  const numbered = new Map<string, readonly AuthorLabel[]>();
  for (const [key, named] of labels) {
    numbered.set(
      key,
      named.map((label) => {
        if (label.kind !== 'named' || !shared.has(nameKey(label.name))) return label;
        const twin = (counted.get(nameKey(label.name)) ?? 0) + 1;
        counted.set(nameKey(label.name), twin);
        return { ...label, twin };
      }),
    );
  }
  return numbered;
};

/** An order's lines by the round they came in, rounds in order; unnumbered lines come first. */
export const linesByRound = <T extends Pick<OrderItem, 'round'>>(
  lines: readonly T[],
): { readonly round: number | null; readonly lines: readonly T[] }[] => {
  const rounds = new Map<number | null, T[]>();
  for (const line of lines) {
    const round = line.round ?? null;
    const group = rounds.get(round) ?? [];
    group.push(line);
    rounds.set(round, group);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([round, group]) => ({ round, lines: group }));
};

/** A first name as diners tell names apart: " amy" and "Amy" are one name at a table. */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase();

/**
 * The names (`nameKey`) that two or more diners go by: "Amy, Amy and You" says nothing of who
 * is who, so a shared name is shown with each diner's place ("Amy (2)"). Diners are told apart by
 * `userId`; one diner named twice (in the cart and in presence) is one.
 */
export const sharedNames = (
  diners: Iterable<{ readonly userId: string | null; readonly name: string | null }>,
): ReadonlySet<string> => {
  const holders = new Map<string, string>();
  const shared = new Set<string>();
  for (const { userId, name } of diners) {
    if (userId === null || name === null || name.trim() === '') continue;
    const key = nameKey(name);
    const holder = holders.get(key);
    if (holder === undefined) holders.set(key, userId);
    else if (holder !== userId) shared.add(key);
  }
  return shared;
};

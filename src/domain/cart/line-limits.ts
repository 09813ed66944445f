/**
 * What one cart line may hold, said once for the product sheet, the line editor and the POS
 * (issue 14, "rules once"). The POS refuses a write beyond them (400); the UI never offers one.
 */

/** How many the product sheet adds at a time (and a modifier or condiment's count). */
export const MAX_QUANTITY_PER_STEP = 99;
/**
 * A line's quantity at most: lines merge, so several adds can add up to it, and the cart's line
 * editor and stepper take a line up to it (a line the sheet took past 99 stays editable).
 */
export const MAX_LINE_QUANTITY = 999;
/** A line's note, in characters. */
export const MAX_NOTES_LENGTH = 200;

export interface GroupLimits {
  readonly min: number;
  /** 0: no upper limit. */
  readonly max: number;
}

/** A modifier group's chosen quantity is within its [min, max]. */
export const withinGroupLimits = (group: GroupLimits, chosen: number): boolean =>
  chosen >= group.min && (group.max <= 0 || chosen <= group.max);

/** The group takes no more options: a pick-one group swaps instead, so it never fills. */
export const isGroupFull = (group: GroupLimits, chosen: number): boolean =>
  group.max > 1 && chosen >= group.max;

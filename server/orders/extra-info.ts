import { WebOrderType } from '../../src/domain/model/enums.ts';
import { isWebOrderType } from '../../src/domain/rules/order-type.ts';

/**
 * An order's extraInfo: JSON text with the web order type, the points the order earned, and the
 * guests it took in from orders merged into it (written only when there are any).
 */
export interface OrderExtra {
  readonly orderType: WebOrderType;
  readonly pointsEarned: number;
  /**
   * The merged orders' guests: a round sets the order's guests to its table's count, and these
   * come on top, or the next round would forget the party that joined (staff/merge.ts).
   */
  readonly mergedGuests?: number;
}

const parse = (text: string | null | undefined): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Lenient: a client's extraInfo is free text, so anything unreadable falls back to dine-in. */
export const orderTypeIn = (text: string | null | undefined): WebOrderType | null => {
  const orderType = parse(text).orderType;
  return isWebOrderType(orderType) ? orderType : null;
};

const countIn = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const readExtra = (text: string): OrderExtra => {
  const { pointsEarned, mergedGuests } = parse(text);
  const merged = countIn(mergedGuests);
  return {
    orderType: orderTypeIn(text) ?? WebOrderType.DineIn,
    pointsEarned: countIn(pointsEarned),
    ...(merged > 0 ? { mergedGuests: merged } : {}),
  };
};

export const writeExtra = ({ mergedGuests, ...extra }: OrderExtra): string =>
  JSON.stringify(
    mergedGuests === undefined || mergedGuests <= 0 ? extra : { ...extra, mergedGuests },
  );
